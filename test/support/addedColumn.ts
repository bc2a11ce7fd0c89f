// Adding offer columns — a sales rep, `commercial` (text), and a number of pallets, `qte_palettes` (a figure
// with a total) — is an edit of three files besides the data, as README's "Adding an offer column" lists
// them. Each edit is written here as what it does to its file (EDITS, by the file's path), and the tests that
// add the columns apply them with jest.mock (test/server/addedColumn.test.ts, test/screens/addedColumn.test.tsx),
// each mock naming the file whose edit it applies, so every other module (normalize, filters, list model,
// quick search, table, totals, grouping, export query, reference server, Excel, PDF, offer page, Laravel
// report) runs as it is, unedited:
//   src/core/offerColumns.ts  one entry each in OFFER_COLUMNS (and its key in OfferColumnKey):
//                             field('commercial'), figureField('qte_palettes', { bounds, total: true })
//   src/i18n/fr.ts            their headers in offers.columns, the text box's name in offers.textFilters,
//                             the min/max boxes' names in offers.numericFilters
//   src/families/parement.ts  their keys in the family's columns (here a fixture family: parement with them)
// and the data: demo/server/schema.ts (the columns) and demo/server/seed.ts (their values).
// Each edit changes the module's own objects, as editing the file would: the module's functions read them.
// mockedFiles() reads a test file's jest.mock calls, so that the tests count the files the additions edit.
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';

export const KEY = 'commercial';
export const HEADER = 'Commercial';
export const FILTER_NAME = 'Filtrer par commercial';
/** The sales reps the seed gives parement's offers, by id % 3 (the third: none); no other field has their names. */
export const REPS = ['Jeanne Kerbrat', 'Éric Dufresnoy', null] as const;

/** The figure column: a number of pallets, summed on the totals line. */
export const FIGURE_KEY = 'qte_palettes';
export const FIGURE_HEADER = 'Palettes';
/** Its min/max boxes: their ids (also the Excel query's keys) and names. */
export const FIGURE_BOUNDS = { palettes_min: 'Palettes min', palettes_max: 'Palettes max' } as const;
/** The pallets the seed gives parement's offers, by id % 4 (the third: none). */
export const PALLETS = [12, 3.5, null, 40] as const;

/** The files an added column edits, from the repository's root: three modules, then the data. */
export const EDITED_MODULES = ['src/core/offerColumns.ts', 'src/i18n/fr.ts', 'src/families/parement.ts'] as const;
export const EDITED_DATA = ['demo/server/schema.ts', 'demo/server/seed.ts'] as const;
export const EDITED_FILES = [...EDITED_MODULES, ...EDITED_DATA] as const;
export type EditedFile = (typeof EDITED_FILES)[number];

type Mutable = Record<string, unknown>;

/**
 * src/i18n/fr.ts: `commercial: 'Commercial'` and `qte_palettes: 'Palettes'` in offers.columns, `commercial:
 * 'Filtrer par commercial'` in offers.textFilters, `palettes_min: 'Palettes min'` and `palettes_max:
 * 'Palettes max'` in offers.numericFilters.
 */
export function editFr<M extends { fr: { offers: object } }>(actual: M): M {
  const offers = actual.fr.offers as { columns: Mutable; textFilters: Mutable; numericFilters: Mutable };
  offers.columns[KEY] = HEADER;
  offers.textFilters[KEY] = FILTER_NAME;
  offers.columns[FIGURE_KEY] = FIGURE_HEADER;
  Object.assign(offers.numericFilters, FIGURE_BOUNDS);
  return actual;
}

/**
 * src/core/offerColumns.ts, in OFFER_COLUMNS: `commercial: field('commercial', { width: 120, grow: 1, priority: 7 })`
 * and `qte_palettes: figureField('qte_palettes', { bounds: ['palettes_min', 'palettes_max'], total: true }, { priority: 7 })`.
 */
export function editOfferColumns<M extends { OFFER_COLUMNS: object; field(key: never, over?: object): unknown; figureField(key: never, spec: never, over?: object): unknown }>(actual: M): M {
  (actual.OFFER_COLUMNS as Mutable)[KEY] = actual.field(KEY as never, { width: 120, grow: 1, priority: 7 });
  const bounds = Object.keys(FIGURE_BOUNDS);
  (actual.OFFER_COLUMNS as Mutable)[FIGURE_KEY] = actual.figureField(FIGURE_KEY as never, { bounds, total: true } as never, { priority: 7 });
  return actual;
}

/** src/families/parement.ts (a fixture family): the figure after the surface, the sales rep before the status. */
export function editFamily<M extends { parement: { columns: readonly string[] } }>(actual: M): M {
  const columns = actual.parement.columns.flatMap((k) => (k === 'qte_m2' ? [k, FIGURE_KEY] : k === 'offre_statut' ? [KEY, k] : [k]));
  return { ...actual, parement: { ...actual.parement, columns } };
}

/** demo/server/schema.ts: `commercial TEXT` and `qte_palettes REAL` among the offer table's columns. */
export function editSchema<M extends { SCHEMA_SQL: string }>(actual: M): M {
  return { ...actual, SCHEMA_SQL: actual.SCHEMA_SQL.replace(/v_tarif TEXT,/g, `v_tarif TEXT,\n  ${KEY} TEXT,\n  ${FIGURE_KEY} REAL,`) };
}

/** demo/server/seed.ts: parement's offers get a sales rep (REPS by id % 3) and pallets (PALLETS by id % 4). */
export function editSeed<M extends { seedDatabase(db: Database.Database): void }>(actual: M): M {
  return {
    ...actual,
    seedDatabase: (db: Database.Database) => {
      actual.seedDatabase(db);
      db.prepare(`UPDATE offres_parement SET ${KEY} = CASE id % 3 WHEN 0 THEN ? WHEN 1 THEN ? ELSE NULL END`).run(REPS[0], REPS[1]);
      db.prepare(`UPDATE offres_parement SET ${FIGURE_KEY} = CASE id % 4 WHEN 0 THEN ? WHEN 1 THEN ? WHEN 2 THEN ? ELSE ? END`).run(...PALLETS);
    },
  };
}

/** Each edited file's edit, by its path: a test's jest.mock of a file applies `edit(path, actual)`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each edit types its own module
const EDITS: Record<EditedFile, (actual: any) => unknown> = {
  'src/core/offerColumns.ts': editOfferColumns,
  'src/i18n/fr.ts': editFr,
  'src/families/parement.ts': editFamily,
  'demo/server/schema.ts': editSchema,
  'demo/server/seed.ts': editSeed,
};

export function edit<M>(file: EditedFile, actual: M): M {
  return EDITS[file](actual) as M;
}

const ROOT = path.resolve(__dirname, '../..');

/** A module path as jest.mock names it, as the file's path from the repository's root. */
function fileOf(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
  return path.relative(ROOT, file ?? base).split(path.sep).join('/');
}

/**
 * The files a test file's jest.mock calls replace, from the repository's root, each with the file whose edit
 * its factory applies (null: the factory applies none of EDITS).
 */
export function mockedFiles(testFile: string): { mocked: string; edit: string | null }[] {
  const source = fs.readFileSync(testFile, 'utf8');
  return [...source.matchAll(/jest\.mock\(\s*'([^']+)'\s*,([^;]*)\);/g)].map(([, spec, factory]) => ({
    mocked: fileOf(testFile, spec),
    edit: /\.edit\(\s*'([^']+)'/.exec(factory)?.[1] ?? null,
  }));
}
