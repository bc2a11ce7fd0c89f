// Deterministic demo data: users, contacts and ~300 offers per family. Dates are fixed (never "today").
import type Database from 'better-sqlite3';
import { FAMILIES, FAMILY_CONFIGS, type Family } from '../../src/families';
import { hasTools, SERVER_FAMILIES } from './families';
import { createRng, type Rng } from './prng';
import { offerTable } from './schema';
import { refPrefix } from './offerRefs';
import {
  CITIES, CONTACTS_PER_USER, DOC_STATUSES, ENTREPRISES, FIRSTNAMES, HOSTILE, LASTNAMES, NAME_PREFIXES, NEGOCES,
  OFFERS_PER_FAMILY, OFFER_WEIGHTS, SEED_PRODUCTS, SITES, STATUS_WEIGHTS, TOOL_WEIGHTS, TRANSPORT_DESTS, USERS, V_TARIFS,
} from './seedData';

const ascii = (s: string): string =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function seedDatabase(db: Database.Database): void {
  const rng = createRng(20251122);
  db.transaction(() => {
    const insUser = db.prepare(
      'INSERT INTO users (id, name, firstname, is_backoffice, terca, directeur_commercial) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const u of USERS) {
      insUser.run(u.id, u.name, u.firstname, +u.is_backoffice, +u.terca, +u.directeur_commercial);
    }
    seedContacts(db, rng);
    for (const family of FAMILIES) seedOffers(db, rng, family);
  })();
}

function seedContacts(db: Database.Database, rng: Rng): void {
  const ins = db.prepare(
    'INSERT INTO contacts (user_id, societe, type_societe, nom, email, code_postal, ville) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [userId, count] of Object.entries(CONTACTS_PER_USER)) {
    for (let i = 0; i < count; i++) {
      const negoce = rng.chance(0.4);
      const societe = rng.pick(negoce ? NEGOCES : ENTREPRISES);
      const first = rng.pick(FIRSTNAMES);
      const last = rng.pick(LASTNAMES);
      const [cp, ville] = rng.pick(CITIES);
      const email = `${ascii(first)}.${ascii(last)}@${ascii(societe).slice(0, 18)}.fr`;
      ins.run(Number(userId), societe, negoce ? 'négoce' : 'entreprise', `${first} ${last.toUpperCase()}`, email, cp, ville);
    }
  }
  // Hostile rows for user 2: the UI must show them as text.
  ins.run(2, HOSTILE.html, 'entreprise', HOSTILE.rtl, 'xss@example.test', '75001', HOSTILE.script);
  ins.run(2, HOSTILE.rtl, 'négoce', HOSTILE.markup, 'rtl@example.test', '33000', 'Bordeaux');
}

function quarter(rng: Rng): string | null {
  const r = rng.next();
  if (r < 0.08) return null;
  if (r < 0.15) return '';
  return `${rng.int(2022, 2028)}-T${rng.int(1, 4)}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

function seedOffers(db: Database.Database, rng: Rng, family: Family): void {
  const cols = [
    'user_id', 'offre_nom', 'offre_date', 'offre_ref', 'offre_statut', 'statut', 'projet_ref', 'projet_nom',
    'projet_livraison', 'client_societe', 'client_cp', 'client_ville', 'transport_dest', 'qte_m2', 'qte_ml',
    'budget', 'produits', 'outil', 'v_tarif', 'hidden',
  ];
  const ins = db.prepare(`INSERT INTO ${offerTable(family)} (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')})`);
  const weights = Object.entries(OFFER_WEIGHTS).map(([id, w]) => [Number(id), w] as const);
  // Dates in ascending order so ids grow with dates, like a real table.
  const dates = Array.from({ length: OFFERS_PER_FAMILY }, () => {
    const y = rng.int(2022, 2025);
    const m = rng.int(1, 12);
    return `${y}-${pad(m)}-${pad(rng.int(1, 28))}`;
  }).sort();
  const seqByYear = new Map<string, number>();
  const statuses = ['', ...FAMILY_CONFIGS[family].statusOptions.map((s) => s.code)].map((code) => [code, STATUS_WEIGHTS[code]] as const);
  const { transport } = SERVER_FAMILIES[family];
  const tools = hasTools(family);
  const hostileAt = new Set([OFFERS_PER_FAMILY - 3, OFFERS_PER_FAMILY - 12, OFFERS_PER_FAMILY - 40]);
  dates.forEach((date, i) => {
    const year = date.slice(0, 4);
    const seq = (seqByYear.get(year) ?? 0) + 1;
    seqByYear.set(year, seq);
    const negoce = rng.chance(0.5);
    const [cp, ville] = rng.pick(CITIES);
    const site = rng.chance(0.93) ? rng.pick(SITES) : '';
    const m2 = rng.chance(0.95) ? Math.round(rng.int(2000, 400000)) / 100 : null;
    const budget = m2 !== null && rng.chance(0.94) ? Math.round(m2 * rng.int(3500, 18000)) / 100 : null;
    const row = {
      user_id: rng.weighted(weights),
      offre_nom: rng.chance(0.03) ? '' : `${rng.pick(NAME_PREFIXES)} ${site || 'sans chantier'}${rng.chance(0.12) ? ` (${rng.int(1, 3)})` : ''}`,
      offre_date: date,
      offre_ref: `${refPrefix(family)}-${year}-${String(seq).padStart(4, '0')}`,
      offre_statut: rng.weighted(statuses),
      statut: rng.chance(0.03) ? 'Soumise' : rng.weighted(DOC_STATUSES.map((s, k) => [s, k < 2 ? 3 : 1] as const)),
      projet_ref: rng.chance(0.35) ? `LEO-${rng.int(10000, 99999)}` : null,
      projet_nom: site,
      projet_livraison: quarter(rng),
      client_societe: rng.pick(negoce ? NEGOCES : ENTREPRISES),
      client_cp: cp,
      client_ville: ville,
      transport_dest: transport ? (rng.chance(0.9) ? rng.pick(TRANSPORT_DESTS) : '') : null,
      qte_m2: m2,
      qte_ml: transport && rng.chance(0.8) ? Math.round(rng.int(0, 80000)) / 100 : null,
      budget,
      produits: products(rng, family),
      outil: tools ? rng.weighted(TOOL_WEIGHTS) : null,
      v_tarif: tools ? rng.pick(V_TARIFS) : rng.chance(0.5) ? '20250401' : '20240115',
      hidden: rng.chance(0.03) ? 1 : 0,
    };
    if (hostileAt.has(i)) {
      const k = [...hostileAt].indexOf(i);
      Object.assign(row, k === 0
        ? { user_id: 2, projet_nom: HOSTILE.html, offre_nom: HOSTILE.markup, hidden: 0, statut: 'validée' }
        : k === 1
          ? { user_id: 2, client_societe: HOSTILE.rtl, client_ville: HOSTILE.script, hidden: 0 }
          : { user_id: 2, offre_nom: HOSTILE.script, projet_ref: HOSTILE.html, hidden: 0 });
    }
    ins.run(row);
  });
}

function products(rng: Rng, family: Family): string {
  if (rng.chance(0.08)) return '';
  const { kind, values } = SEED_PRODUCTS[family];
  if (kind === 'codes') {
    const codes = values.filter(() => rng.chance(0.25));
    return (codes.length ? codes : [rng.pick(values)]).join(',');
  }
  return rng.pick(values);
}
