// Word lists for the deterministic demo seed (realistic French B2B data).
import type { Family } from '../../src/families';

export interface SeedUser {
  id: number; name: string; firstname: string;
  is_backoffice: boolean; terca: boolean; directeur_commercial: boolean;
}

/** Demo users. 1 and 8 are backoffice; 9 has no data at all (empty states); 7 and 11 are the special ids. */
export const USERS: readonly SeedUser[] = [
  { id: 1, name: 'Martin', firstname: 'Sophie', is_backoffice: true, terca: true, directeur_commercial: false },
  { id: 2, name: 'Dubois', firstname: 'Pierre', is_backoffice: false, terca: false, directeur_commercial: false },
  { id: 3, name: 'Lefèvre', firstname: 'Camille', is_backoffice: false, terca: true, directeur_commercial: false },
  { id: 4, name: 'Moreau', firstname: 'Julien', is_backoffice: false, terca: false, directeur_commercial: true },
  { id: 5, name: 'Girard', firstname: 'Émilie', is_backoffice: false, terca: false, directeur_commercial: false },
  { id: 6, name: 'Roux', firstname: 'Claire', is_backoffice: false, terca: false, directeur_commercial: false },
  { id: 7, name: 'Fournier', firstname: 'Antoine', is_backoffice: false, terca: false, directeur_commercial: false },
  { id: 8, name: 'Petit', firstname: 'Thomas', is_backoffice: true, terca: false, directeur_commercial: true },
  { id: 9, name: 'Lambert', firstname: 'Hélène', is_backoffice: false, terca: false, directeur_commercial: false },
  { id: 10, name: 'Bonnet', firstname: 'Marc', is_backoffice: false, terca: false, directeur_commercial: false },
  { id: 11, name: 'Faure', firstname: 'Isabelle', is_backoffice: false, terca: false, directeur_commercial: false },
];

/** Contacts per user id (2 has enough for three pages of 50). */
export const CONTACTS_PER_USER: Readonly<Record<number, number>> = {
  1: 5, 2: 150, 3: 30, 4: 25, 5: 20, 6: 12, 7: 35, 10: 18, 11: 40,
};

/** Relative weight of each user in the ~300 offers of a family. */
export const OFFER_WEIGHTS: Readonly<Record<number, number>> = {
  2: 110, 3: 40, 4: 30, 5: 25, 6: 20, 7: 30, 10: 20, 11: 25,
};
export const OFFERS_PER_FAMILY = 300;

export const NEGOCES = [
  'Point.P Matériaux', 'Gedimat Durand', 'BigMat Lefort', 'Tout Faire Matériaux', 'Chausson Matériaux',
  'Samse', 'Doras', 'Réseau Pro Bretagne', 'Orium Matériaux', 'Bois & Matériaux du Sud', 'Dispano',
  'Sabaté Matériaux', 'Gédimat Baudry', 'MCD Négoce', 'Comptoir des Matériaux de l’Ouest',
];

export const ENTREPRISES = [
  'SARL Bâti Rénov', 'Maçonnerie Girardin', 'Façades du Lyonnais', 'Entreprise Moreau & Fils',
  'Constructions Vidal', 'Atelier Bardage Ouest', 'SAS Couverture Lemoine', 'Rénovation Durand Frères',
  'Les Bâtisseurs Normands', 'BTP Garonne', 'Eiffage Construction Rhône', 'Bouygues Bâtiment Grand Ouest',
  'Sogea Atlantique', 'Léon Grosse', 'Spie Batignolles Sud-Est', 'Charpentes Brunet', 'Alpes Façades',
  'Ravalement Picard', 'Bâtiments d’Armor', 'Cofely Structures',
];

export const FIRSTNAMES = [
  'Jean', 'Marie', 'Nicolas', 'Nathalie', 'Stéphane', 'Isabelle', 'Christophe', 'Sandrine', 'Olivier',
  'Valérie', 'Frédéric', 'Céline', 'Laurent', 'Aurélie', 'Sébastien', 'Élodie', 'François', 'Chloé',
  'Jérôme', 'Léa', 'Benoît', 'Agnès', 'Hervé', 'Maëlle',
];

export const LASTNAMES = [
  'Bernard', 'Thomas', 'Robert', 'Richard', 'Durand', 'Leroy', 'Simon', 'Laurent', 'Michel', 'Garcia',
  'David', 'Bertrand', 'Vincent', 'Fontaine', 'Chevalier', 'Rousseau', 'Blanc', 'Guérin', 'Muller',
  'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez',
  'Lefebvre', 'Benoît', 'Gaillard', 'Caron', 'Barbier', 'Arnaud', 'Masson', 'Renard', 'Cordier',
];

/** Postal code and matching city. */
export const CITIES: readonly (readonly [string, string])[] = [
  ['75011', 'Paris'], ['69003', 'Lyon'], ['13008', 'Marseille'], ['31000', 'Toulouse'], ['33000', 'Bordeaux'],
  ['44000', 'Nantes'], ['59000', 'Lille'], ['67000', 'Strasbourg'], ['35000', 'Rennes'], ['34000', 'Montpellier'],
  ['06000', 'Nice'], ['38000', 'Grenoble'], ['21000', 'Dijon'], ['49000', 'Angers'], ['37000', 'Tours'],
  ['29000', 'Quimper'], ['14000', 'Caen'], ['76000', 'Rouen'], ['51100', 'Reims'], ['87000', 'Limoges'],
  ['63000', 'Clermont-Ferrand'], ['64000', 'Pau'], ['17000', 'La Rochelle'], ['80000', 'Amiens'],
  ['45000', 'Orléans'], ['57000', 'Metz'], ['54000', 'Nancy'], ['2A000', 'Ajaccio'], ['01000', 'Bourg-en-Bresse'],
  ['74000', 'Annecy'], ['86000', 'Poitiers'], ['72000', 'Le Mans'], ['11100', 'Narbonne'], ['66000', 'Perpignan'],
];

export const SITES = [
  'Résidence Les Tilleuls', 'Groupe scolaire Jules Ferry', 'Gymnase municipal', 'Médiathèque François Mitterrand',
  'Siège social Atlantique', 'EHPAD Les Glycines', 'Lotissement Le Clos Fleuri', 'Collège Jean Moulin',
  'Halle des sports', 'Immeuble de bureaux Le Prisme', 'Maison individuelle Martin', 'Centre aquatique',
  'Logements sociaux Îlot B', 'Crèche Les Petits Loups', 'Hôtel de ville – extension', 'Pôle santé du Vercors',
  'Résidence étudiante Campus Sud', 'Caserne des pompiers', 'Lycée Victor Hugo', 'Salle polyvalente',
  'Villa Les Embruns', 'Zac des Rives – lot 4', 'Éco-quartier de la Gare', 'Maison de santé pluridisciplinaire',
];

export const NAME_PREFIXES = ['Offre', 'Devis', 'Chiffrage', 'Étude', 'Variante'];

export const BARDAGE_CODES = ['PS', 'PX', 'AX', 'AU', 'HX', 'HA', 'SH', 'ZX'];
export const PAREMENT_PRODUCTS = [
  'Brique Rouge Flammé', 'Brique Blanc Nacré', 'Plaquette Gris Anthracite', 'Brique Terca Sable', 'Plaquette Vieux Paris',
];
export const VETURE_PRODUCTS = ['Gebrik 20 mm', 'Gebrik 40 mm', 'Thermoreal Plus', 'Kess Panneau 60'];
export const TRANSPORT_DESTS = ['Chantier', 'Dépôt négoce', 'Agence', 'Enlèvement usine'];
export const DOC_STATUSES = ['brouillon', 'soumise', 'validée', 'envoyée', 'commandée', 'refusée'];
export const V_TARIFS = ['20231002', '20240115', '20240901', '20250401', '20251001'];
/** Weights of the commercial statuses ('' unset, then the codes of each family's select). */
export const STATUS_WEIGHTS: Record<string, number> = { '': 1, '10': 6, '20': 2, '30': 1.5, '40': 1, '45': 1 };
export const TOOL_WEIGHTS = [['gebrik', 6], ['kess', 3], ['', 1]] as const;

/** Products of each family's seeded offers: several codes of the product filter, or one named product. */
export const SEED_PRODUCTS: Record<Family, { kind: 'codes' | 'one'; values: readonly string[] }> = {
  bardages: { kind: 'codes', values: BARDAGE_CODES },
  parement: { kind: 'one', values: PAREMENT_PRODUCTS },
  veture: { kind: 'one', values: VETURE_PRODUCTS },
};

/** Text that must be rendered as text, never as markup. */
export const HOSTILE = {
  html: '<img src=x onerror=alert(1)>',
  script: '"><script>alert("xss")</script>',
  rtl: 'مؤسسة البناء 🏗️ Société Ünïcode',
  markup: '<b>gras</b> & "guillemets" \'apostrophes\'',
};
