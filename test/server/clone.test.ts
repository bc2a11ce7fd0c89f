import { localDate } from '../../demo/server/offerStore';
import { FAMILY_LIST, OFFER_KEYS, USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';

// Under a loaded 2-core machine (several suites at once) these exchanges can pass 5 s: a time limit, not a check.
jest.setTimeout(20_000);

let h: Harness;
let dubois: ApiClient;
let lefevre: ApiClient;
let backoffice: ApiClient;
useSignedInHarness((started) => ({ h, dubois, lefevre, backoffice } = started));

type Row = Record<string, unknown> & { id: number; offre_ref: string };
const firstOffer = (family: string, userId: number, where = '1'): Row =>
  h.db().prepare(`SELECT * FROM offres_${family} WHERE user_id = ? AND hidden = 0 AND ${where} ORDER BY id LIMIT 1`).get(userId) as Row;

describe.each(FAMILY_LIST)('%s clonage-offre', (family) => {
  it('creates a new draft of the same user with a new ref, today’s date and the client/project info', async () => {
    const src = firstOffer(family, USER.lefevre, "projet_nom <> '' AND client_societe <> ''");
    const res = await lefevre.post(`/ajax/${family}/clonage-offre`, { offreid: src.id, newname: '  Copie de test  ' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.statut).toBe('ok');
    expect(body.title).toBe('Offre dupliquée');
    expect(body.msg).toContain(src.offre_ref);
    const c = body.clonedata as Row;
    expect(Object.keys(c).sort()).toEqual(OFFER_KEYS);
    expect(c.id).toBeGreaterThan(src.id);
    expect(c.offre_ref).not.toBe(src.offre_ref);
    expect(c.offre_ref).toMatch(new RegExp(`^${family.slice(0, 3).toUpperCase()}-${new Date().getFullYear()}-\\d{4}$`));
    expect(c).toMatchObject({
      offre_nom: 'Copie de test', offre_date: localDate(), statut: 'brouillon', offre_statut: '10',
      projet_nom: src.projet_nom, projet_ref: src.projet_ref, client_societe: src.client_societe,
      client_cp: src.client_cp, client_ville: src.client_ville,
    });
    const listed = (await (await lefevre.post(`/ajax/${family}/liste-offres`, { userid: USER.lefevre })).json()) as Row[];
    expect(listed[0]).toEqual(c);
    expect((h.db().prepare(`SELECT user_id FROM offres_${family} WHERE id = ?`).get(c.id) as Row).user_id).toBe(USER.lefevre);
  });

  it.each([[''], ['   '], [null], [undefined]])('422 for a blank name %j', async (newname) => {
    const src = firstOffer(family, USER.dubois);
    const res = await dubois.post(`/ajax/${family}/clonage-offre`, { offreid: src.id, newname });
    expect(res.status).toBe(422);
    expect((await res.json()).statut).toBe('ko');
  });

  it('ko for a missing offer, 422 for a bad id', async () => {
    const missing = await (await dubois.post(`/ajax/${family}/clonage-offre`, { offreid: 999999, newname: 'A' })).json();
    expect(missing).toMatchObject({ statut: 'ko', clonedata: null });
    expect((await dubois.post(`/ajax/${family}/clonage-offre`, { offreid: 'x', newname: 'A' })).status).toBe(422);
  });

  it('403 on another user’s offer; backoffice clones it for its owner', async () => {
    const src = firstOffer(family, USER.lefevre);
    expect((await dubois.post(`/ajax/${family}/clonage-offre`, { offreid: src.id, newname: 'A' })).status).toBe(403);
    const body = await (await backoffice.post(`/ajax/${family}/clonage-offre`, { offreid: src.id, newname: 'A' })).json();
    expect(body.statut).toBe('ok');
    expect((h.db().prepare(`SELECT user_id FROM offres_${family} WHERE id = ?`).get(body.clonedata.id) as Row).user_id).toBe(USER.lefevre);
  });

  it('is atomic: 100 concurrent clones give 100 distinct offers and refs', async () => {
    const src = firstOffer(family, USER.dubois);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      dubois.post(`/ajax/${family}/clonage-offre`, { offreid: src.id, newname: `Concurrent ${i}` }).then((r) => r.json())));
    expect(answers.every((a) => a.statut === 'ok')).toBe(true);
    const ids = new Set(answers.map((a) => a.clonedata.id));
    const refs = new Set(answers.map((a) => a.clonedata.offre_ref));
    expect(ids.size).toBe(100);
    expect(refs.size).toBe(100);
    const { n } = h.db().prepare(`SELECT COUNT(*) AS n FROM offres_${family} WHERE offre_nom LIKE 'Concurrent %'`).get() as { n: number };
    expect(n).toBe(100);
  });
});

describe('veture clone of an old Gebrik offer', () => {
  it('keeps only client and project information', async () => {
    const src = firstOffer('veture', USER.dubois, "outil <> 'kess' AND v_tarif < '20250401' AND produits <> ''");
    const c = (await (await dubois.post('/ajax/veture/clonage-offre', { offreid: src.id, newname: 'Vieux' })).json()).clonedata as Row;
    expect(c).toMatchObject({ produits: '', budget: null, qte_m2: null, v_tarif: '20250401', client_societe: src.client_societe });
  });

  it('copies products of a Kess offer', async () => {
    const src = firstOffer('veture', USER.dubois, "outil = 'kess' AND produits <> ''");
    const c = (await (await dubois.post('/ajax/veture/clonage-offre', { offreid: src.id, newname: 'Kess' })).json()).clonedata as Row;
    expect(c).toMatchObject({ produits: src.produits, outil: 'kess', v_tarif: src.v_tarif });
  });
});
