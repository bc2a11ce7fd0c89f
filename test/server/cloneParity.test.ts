// One old-price-list rule for the widget and the server (issue 10): the server drops products, quantities and
// budget of a clone exactly when the widget warns (`needsCloneWarning`, for the families whose scope asks for it).
import Database from 'better-sqlite3';
import { needsCloneWarning } from '../../src/core/offerRules';
import { FAMILY_CONFIGS } from '../../src/families';
import type { Family } from '../../src/families';
import { FAMILY_LIST, USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';

let h: Harness;
let dubois: ApiClient;
useSignedInHarness((started) => ({ h, dubois } = started));

const V_TARIFS = ['', null, '20250331', '20250401', '20250402', '20240115', 'abc', ' 20250331 ', '2025-03-31', '0', '-1'];
const OUTILS = ['gebrik', 'Kess', 'KESS', ' kess ', 'kess', '', null, 'autre'];
/** The app version the widget sends (undefined: none, the server then uses the one it writes in its pages, 2). */
const APP_VERSIONS = [undefined, 2, 1, 0, 1.5, '2', '1', 3];

/** A source offer with products and budget, written straight into the server's database. */
function insertSource(family: Family, outil: string | null, v_tarif: string | null): number {
  const db = new Database(h.dbPath);
  try {
    const ref = `SRC-${family}-${Math.random().toString(36).slice(2)}`;
    const info = db.prepare(`INSERT INTO offres_${family} (user_id, offre_nom, offre_ref, statut, projet_nom, client_societe,
      qte_m2, qte_ml, budget, produits, outil, v_tarif) VALUES (?, 'Source', ?, 'validée', 'Chantier', 'Client', 120, 30, 5000, 'PS,AX', ?, ?)`)
      .run(USER.dubois, ref, outil, v_tarif);
    return Number(info.lastInsertRowid);
  } finally {
    db.close();
  }
}

const appVersionOf = (v: unknown): number => (v === undefined ? 2 : Number(v));

const cases = FAMILY_LIST.flatMap((family) => V_TARIFS.flatMap((v_tarif) => OUTILS.map((outil) => ({ family, v_tarif, outil, app: undefined as unknown }))))
  .concat(FAMILY_LIST.flatMap((family) => APP_VERSIONS.map((app) => ({ family, v_tarif: '20250331', outil: 'gebrik', app: app as unknown }))));

describe('the server clones as the widget warns', () => {
  it.each(cases)('%o', async ({ family, v_tarif, outil, app }) => {
    const id = insertSource(family, outil, v_tarif);
    const res = await dubois.post(`/ajax/${family}/clonage-offre`, { offreid: id, newname: 'Copie', ...(app === undefined ? {} : { app_version: app }) });
    expect(res.status).toBe(200);
    const c = (await res.json()).clonedata;
    const warned = needsCloneWarning({ outil: outil ?? '', v_tarif: v_tarif ?? '' }, appVersionOf(app), FAMILY_CONFIGS[family].scope);
    if (warned) {
      expect(c).toMatchObject({ produits: '', budget: null, qte_m2: null, qte_ml: null, v_tarif: '20250401', client_societe: 'Client' });
    } else {
      expect(c).toMatchObject({ produits: 'PS,AX', budget: '5000.00', qte_m2: '120.00', qte_ml: '30.00', v_tarif, client_societe: 'Client' });
    }
  });

  // The table above is not vacuous: the rule of SPEC.md §5 decides these by hand.
  it.each([
    ['20250331', 'gebrik', undefined, true],
    ['20240115', null, undefined, true],
    ['20250331', 'gebrik', 1, false],
    ['', 'gebrik', undefined, false],
    [null, 'gebrik', undefined, false],
    ['20250331', 'Kess', undefined, false],
    ['20250331', ' kess ', undefined, false],
    ['abc', 'gebrik', undefined, false],
    ['20250401', 'gebrik', undefined, false],
  ])('veture v_tarif %j, outil %j, app version %j: products dropped = %s', async (v_tarif, outil, app, dropped) => {
    const id = insertSource('veture', outil, v_tarif);
    const res = await dubois.post('/ajax/veture/clonage-offre', { offreid: id, newname: 'Copie', ...(app === undefined ? {} : { app_version: app }) });
    expect((await res.json()).clonedata.produits).toBe(dropped ? '' : 'PS,AX');
  });

  it.each(['abc', '', true, {}, [], 'Infinity'])('422 for app_version %j, and no clone', async (app_version) => {
    const id = insertSource('veture', 'gebrik', '20250331');
    const before = h.db().prepare('SELECT COUNT(*) AS n FROM offres_veture').get();
    const res = await dubois.post('/ajax/veture/clonage-offre', { offreid: id, newname: 'Copie', app_version });
    expect(res.status).toBe(422);
    expect(h.db().prepare('SELECT COUNT(*) AS n FROM offres_veture').get()).toEqual(before);
  });
});
