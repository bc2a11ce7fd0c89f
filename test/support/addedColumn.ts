// Issue 21 "One list model": adding an offer column — a sales rep, `commercial` — is an edit of three files
// besides the data, as README's "Adding an offer column" lists them. Each edit is written here as what it
// does to its module, and the tests that add the column apply them with jest.mock (test/server/
// addedColumn.test.ts, test/screens/addedColumn.test.tsx), so every other module (normalize, filters, list
// model, quick search, table, export query, reference server, Excel, PDF, offer page, Laravel report) runs as
// it is, unedited:
//   src/core/offerColumns.ts  one entry in OFFER_COLUMNS (and its key in OfferColumnKey): field('commercial')
//   src/i18n/fr.ts            its header in offers.columns, its filter box's name in offers.textFilters
//   src/families/{family}.ts  its key in the family's columns (here a fixture family: parement with it)
// and the data: demo/server/schema.ts (the column) and demo/server/seed.ts (its values).
// Each edit changes the module's own objects, as editing the file would: the module's functions read them.
import type Database from 'better-sqlite3';

export const KEY = 'commercial';
export const HEADER = 'Commercial';
export const FILTER_NAME = 'Filtrer par commercial';
/** The sales reps the seed gives parement's offers, by id % 3 (the third: none); no other field has their names. */
export const REPS = ['Jeanne Kerbrat', 'Éric Dufresnoy', null] as const;

type Mutable = Record<string, unknown>;

/** src/i18n/fr.ts: `commercial: 'Commercial'` in offers.columns, `commercial: 'Filtrer par commercial'` in offers.textFilters. */
export function editFr<M extends { fr: { offers: object } }>(actual: M): M {
  const offers = actual.fr.offers as { columns: Mutable; textFilters: Mutable };
  offers.columns[KEY] = HEADER;
  offers.textFilters[KEY] = FILTER_NAME;
  return actual;
}

/** src/core/offerColumns.ts: `commercial: field('commercial', { width: 120, grow: 1, priority: 7 })` in OFFER_COLUMNS. */
export function editOfferColumns<M extends { OFFER_COLUMNS: object; field(key: never, over?: object): unknown }>(actual: M): M {
  (actual.OFFER_COLUMNS as Mutable)[KEY] = actual.field(KEY as never, { width: 120, grow: 1, priority: 7 });
  return actual;
}

/** src/families/parement.ts (a fixture family): the key in its columns, before the status. */
export function editFamilies<M extends { FAMILY_CONFIGS: { parement: { columns: readonly string[] } } }>(actual: M): M {
  const { parement } = actual.FAMILY_CONFIGS;
  const at = parement.columns.indexOf('offre_statut');
  (actual.FAMILY_CONFIGS as Mutable).parement = { ...parement, columns: [...parement.columns.slice(0, at), KEY, ...parement.columns.slice(at)] };
  return actual;
}

/** demo/server/schema.ts: `commercial TEXT` among the offer table's columns. */
export function editSchema<M extends { SCHEMA_SQL: string }>(actual: M): M {
  return { ...actual, SCHEMA_SQL: actual.SCHEMA_SQL.replace(/v_tarif TEXT,/g, `v_tarif TEXT,\n  ${KEY} TEXT,`) };
}

/** demo/server/seed.ts: parement's offers get a sales rep (REPS by id % 3). */
export function editSeed<M extends { seedDatabase(db: Database.Database): void }>(actual: M): M {
  return {
    ...actual,
    seedDatabase: (db: Database.Database) => {
      actual.seedDatabase(db);
      db.prepare(`UPDATE offres_parement SET ${KEY} = CASE id % 3 WHEN 0 THEN ? WHEN 1 THEN ? ELSE NULL END`).run(REPS[0], REPS[1]);
    },
  };
}
