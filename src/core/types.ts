// Row and value types shared by the widgets, the reference server and the tests.
// Rows are normalised once, at the API boundary (see normalize.ts): every field below is always present.

export type SortDir = 'asc' | 'desc';
export interface SortState { key: string; dir: SortDir }

export interface Contact {
  id: number;
  societe: string;
  type_societe: string; // 'négoce' | 'entreprise' (kept as text: other values are shown as they come)
  nom: string;
  email: string;
  code_postal: string;
  ville: string;
}

// A type rather than an interface: every field is text, a number or none, so an offer is also an
// OfferFields (core/offerColumns reads the fields its columns add through it, without a cast).
export type Offer = {
  id: number;
  offre_nom: string;
  offre_date: string; // ISO date 'YYYY-MM-DD' (or '' when unknown)
  offre_ref: string;
  offre_statut: string; // commercial status code as text: '' (unset), '10', '20', '30', '40', '45'
  statut: string; // document status label, e.g. 'brouillon', 'soumise', 'validée'
  projet_ref: string; // Leopard reference
  projet_nom: string; // site name (chantier)
  projet_livraison: string; // delivery quarter 'YYYY-Tn' or ''
  client_societe: string;
  client_cp: string;
  client_ville: string;
  transport_dest: string; // families showing the destination column
  qte_m2: number | null;
  qte_ml: number | null; // families showing the linear-metres column
  budget_produits: string; // shown as it comes
  budget: number | null; // numeric, used by filters and totals
  produits: string; // string containing product codes, e.g. 'PS,AX'
  outil: string; // the quoting tool, read by a family's scope (src/families), or ''
  v_tarif: string; // price-list version, e.g. '20250401'
  /**
   * The offer's owner (prescriber), when the backend sends it: not in SPEC.md §3's row; the reference
   * server and the Laravel host send it (the backoffice `Prescripteur` column).
   */
  user_id?: number | null;
};

/**
 * A row's fields by key: SPEC.md §3's and those the offer columns add (core/offerColumns `field`, kept by
 * core/normalize as text or a number).
 */
export type OfferFields = Readonly<Record<string, string | number | null | undefined>>;

export interface Prescriber { id: number; name: string; firstname: string }

export interface LeopardData {
  querystring: string;
  leopard_data: { origine?: string; [key: string]: unknown };
}

/**
 * Common answer of the POST actions of SPEC.md §7. `conflit`: the server refused a change because the value
 * it holds is not the one the user saw (DESIGN.md Round 4), `offre` being its current row (normalised).
 */
export interface ActionAnswer { statut: string; msg: string; title: string; conflit?: true; offre?: Offer | null }

export interface CloneAnswer extends ActionAnswer { clonedata: Offer | null }
