import { isEditable } from '../../src/core/offerRules';
import { FAMILY_LIST, OFFER_KEYS, USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';

let h: Harness;
let dubois: ApiClient;
let lefevre: ApiClient;
let backoffice: ApiClient;
useSignedInHarness((started) => ({ h, dubois, lefevre, backoffice } = started));

type Row = { id: number; offre_ref: string; user_id: number; hidden: number; [k: string]: unknown };
/** A visible offer of the user, different for each call (so tests do not step on each other). */
const used = new Set<string>();
function offerOf(family: string, userId: number, editable?: boolean): Row {
  const rows = h.db().prepare(`SELECT * FROM offres_${family} WHERE user_id = ? AND hidden = 0 ORDER BY id`).all(userId) as Row[];
  const row = rows.find((r) => !used.has(`${family}:${r.id}`) && (editable === undefined || isEditable({ statut: String(r.statut ?? '') }) === editable))!;
  used.add(`${family}:${row.id}`);
  return row;
}
const dbRow = (family: string, id: number): Row | undefined =>
  h.db().prepare(`SELECT * FROM offres_${family} WHERE id = ?`).get(id) as Row | undefined;
const list = async (api: ApiClient, family: string, userid: unknown): Promise<Row[]> =>
  (await api.post(`/ajax/${family}/liste-offres`, { userid })).json();

describe.each(FAMILY_LIST)('%s', (family) => {
  describe('liste-offres', () => {
    it('lists the user’s visible offers, newest first, with every Offer field in PHP/MySQL shape', async () => {
      const res = await dubois.post(`/ajax/${family}/liste-offres`, { userid: USER.dubois });
      expect(res.status).toBe(200);
      const rows = (await res.json()) as Record<string, unknown>[];
      const expected = h.db().prepare(`SELECT COUNT(*) AS n FROM offres_${family} WHERE user_id = 2 AND hidden = 0`).get() as { n: number };
      expect(rows).toHaveLength(expected.n);
      expect(rows.length).toBeGreaterThan(50);
      const ids = rows.map((r) => r.id as number);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      for (const r of rows) {
        expect(Object.keys(r).sort()).toEqual(OFFER_KEYS);
        expect(typeof r.id).toBe('number');
        for (const k of ['qte_m2', 'qte_ml', 'budget']) {
          if (r[k] !== null) expect(r[k]).toMatch(/^\d+\.\d{2}$/);
        }
        if (r.budget !== null) expect(r.budget_produits).toMatch(/^\d{1,3}( \d{3})* €$/);
      }
      expect(rows.some((r) => r.projet_ref === null)).toBe(true);
      expect(rows.some((r) => r.projet_livraison === null || r.projet_livraison === '')).toBe(true);
    });

    it('accepts the user id as a string and ignores leopard_data', async () => {
      const rows = await list(dubois, family, '2');
      const withLeopard = (await (await dubois.post(`/ajax/${family}/liste-offres`, { userid: '2', leopard_data: { origine: 'x' } })).json()) as Row[];
      expect(withLeopard).toHaveLength(rows.length);
    });

    it('"all" is for backoffice only', async () => {
      const all = await list(backoffice, family, 'all');
      const { n } = h.db().prepare(`SELECT COUNT(*) AS n FROM offres_${family} WHERE hidden = 0`).get() as { n: number };
      expect(all).toHaveLength(n);
      const res = await dubois.post(`/ajax/${family}/liste-offres`, { userid: 'all' });
      expect(res.status).toBe(403);
      expect((await res.json()).statut).toBe('ko');
    });

    it('403 for another user’s list, allowed for backoffice', async () => {
      expect((await lefevre.post(`/ajax/${family}/liste-offres`, { userid: 2 })).status).toBe(403);
      expect((await backoffice.post(`/ajax/${family}/liste-offres`, { userid: 2 })).status).toBe(200);
    });

    it.each([[undefined], [null], ['abc'], [1.5], [-2], [{}]])('422 for userid %j', async (userid) => {
      const res = await dubois.post(`/ajax/${family}/liste-offres`, { userid });
      expect(res.status).toBe(422);
      expect((await res.json()).msg).toBe("Identifiant d'utilisateur invalide.");
    });
  });

  describe('statut-offre', () => {
    const allowed = family === 'parement' ? ['', '10', '20', '30', '40', '45'] : ['', '10', '20', '30', '40'];
    it.each(allowed)('sets status %j', async (statut) => {
      const o = offerOf(family, USER.dubois);
      const body = await (await dubois.post(`/ajax/${family}/statut-offre`, { offreid: o.id, offreref: o.offre_ref, statut })).json();
      expect(body.statut).toBe('ok');
      expect(dbRow(family, o.id)!.offre_statut).toBe(statut);
    });

    it('accepts numbers and numeric strings', async () => {
      const o = offerOf(family, USER.dubois);
      const body = await (await dubois.post(`/ajax/${family}/statut-offre`, { offreid: String(o.id), offreref: o.offre_ref, statut: 20 })).json();
      expect(body.statut).toBe('ok');
      expect(dbRow(family, o.id)!.offre_statut).toBe('20');
    });

    const refused = ['50', 'x', '1', ...(family === 'parement' ? [] : ['45'])];
    it.each(refused)('422 "Statut inconnu" for %j', async (statut) => {
      const o = offerOf(family, USER.dubois);
      const res = await dubois.post(`/ajax/${family}/statut-offre`, { offreid: o.id, offreref: o.offre_ref, statut });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ statut: 'ko', msg: 'Statut inconnu' });
    });

    it('ko for a missing offer, 422 for a bad id', async () => {
      const res = await dubois.post(`/ajax/${family}/statut-offre`, { offreid: 999999, offreref: 'X', statut: '10' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ statut: 'ko', msg: "Cette offre n'existe pas ou a été supprimée." });
      expect((await dubois.post(`/ajax/${family}/statut-offre`, { offreid: 'x', statut: '10' })).status).toBe(422);
    });

    it('403 on another user’s offer; backoffice allowed', async () => {
      const o = offerOf(family, USER.lefevre);
      const res = await dubois.post(`/ajax/${family}/statut-offre`, { offreid: o.id, offreref: o.offre_ref, statut: '30' });
      expect(res.status).toBe(403);
      expect((await res.json()).msg).toMatch(/droit/);
      const ok = await (await backoffice.post(`/ajax/${family}/statut-offre`, { offreid: o.id, offreref: o.offre_ref, statut: '30' })).json();
      expect(ok.statut).toBe('ok');
    });
  });

  describe('nom-chantier', () => {
    it('renames the site', async () => {
      const o = offerOf(family, USER.dubois);
      const body = await (await dubois.post(`/ajax/${family}/nom-chantier`, { offreid: o.id, nomchantier: '  Nouveau chantier <b>  ' })).json();
      expect(body).toEqual({ statut: 'ok', msg: 'Nom de chantier enregistré.' });
      expect(dbRow(family, o.id)!.projet_nom).toBe('Nouveau chantier <b>');
    });

    it.each([[''], ['   '], [null], [undefined]])('422 for a blank name %j', async (nomchantier) => {
      const o = offerOf(family, USER.dubois);
      const res = await dubois.post(`/ajax/${family}/nom-chantier`, { offreid: o.id, nomchantier });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ statut: 'ko', msg: 'Il faut écrire au minimum quelque chose...' });
    });

    it('ko for a missing offer; 403 for another user’s offer', async () => {
      expect((await (await dubois.post(`/ajax/${family}/nom-chantier`, { offreid: 999999, nomchantier: 'A' })).json()).statut).toBe('ko');
      const o = offerOf(family, USER.lefevre);
      expect((await dubois.post(`/ajax/${family}/nom-chantier`, { offreid: o.id, nomchantier: 'A' })).status).toBe(403);
    });
  });

  describe('date-livraison', () => {
    it.each(['2026-T2', '2020-T1', '2039-T4'])('saves %s', async (newdate) => {
      const o = offerOf(family, USER.dubois);
      const body = await (await dubois.post(`/ajax/${family}/date-livraison`, { offreid: o.id, newdate })).json();
      expect(body.statut).toBe('ok');
      expect(dbRow(family, o.id)!.projet_livraison).toBe(newdate);
    });

    it.each(['2026-T5', '2040-T1', '2019-T4', '2026T2', '26-T2', '', 'T2-2026', null])('422 for %j', async (newdate) => {
      const o = offerOf(family, USER.dubois);
      const res = await dubois.post(`/ajax/${family}/date-livraison`, { offreid: o.id, newdate });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ statut: 'ko', msg: "La date n'est pas valide (il faut trimestre et année)." });
    });

    it('ko for a missing offer', async () => {
      expect((await (await dubois.post(`/ajax/${family}/date-livraison`, { offreid: 999999, newdate: '2026-T1' })).json()).statut).toBe('ko');
    });
  });

  describe('supprime-offre', () => {
    it('deletes the offer', async () => {
      const o = offerOf(family, USER.dubois, true);
      const body = await (await dubois.post(`/ajax/${family}/supprime-offre`, { offreref: o.offre_ref, offreid: o.id })).json();
      expect(body).toEqual({ statut: 'ok', msg: `L'offre ${o.offre_ref} a été supprimée.`, title: 'Offre supprimée' });
      expect(dbRow(family, o.id)).toBeUndefined();
      expect((await list(dubois, family, 2)).some((r) => r.id === o.id)).toBe(false);
    });

    it('ko with a title for a missing offer or a mismatched ref', async () => {
      const missing = await (await dubois.post(`/ajax/${family}/supprime-offre`, { offreref: 'X', offreid: 999999 })).json();
      expect(missing).toMatchObject({ statut: 'ko', title: 'Erreur' });
      const o = offerOf(family, USER.dubois);
      const wrong = await (await dubois.post(`/ajax/${family}/supprime-offre`, { offreref: 'NOPE', offreid: o.id })).json();
      expect(wrong.statut).toBe('ko');
      expect(dbRow(family, o.id)).toBeDefined();
    });

    it('422 for a bad id, 403 for another user’s offer', async () => {
      expect((await dubois.post(`/ajax/${family}/supprime-offre`, { offreref: 'X', offreid: 'abc' })).status).toBe(422);
      const o = offerOf(family, USER.lefevre);
      expect((await dubois.post(`/ajax/${family}/supprime-offre`, { offreref: o.offre_ref, offreid: o.id })).status).toBe(403);
      expect(dbRow(family, o.id)).toBeDefined();
    });
  });

  describe('visibilite-offre', () => {
    it('hides the offer: no longer listed, but the row is kept', async () => {
      const o = offerOf(family, USER.dubois, false);
      const body = await (await dubois.post(`/ajax/${family}/visibilite-offre`, { action: 'masquer', offreid: String(o.id) })).json();
      expect(body.statut).toBe('ok');
      expect((await list(dubois, family, 2)).some((r) => r.id === o.id)).toBe(false);
      expect(dbRow(family, o.id)).toMatchObject({ id: o.id, hidden: 1 });
    });

    it.each(['afficher', '', undefined, 'MASQUER'])('422 for action %j', async (action) => {
      const o = offerOf(family, USER.dubois);
      const res = await dubois.post(`/ajax/${family}/visibilite-offre`, { action, offreid: o.id });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ statut: 'ko', msg: 'Action inconnue.' });
    });

    it('ko for a missing offer, 403 for another user’s offer', async () => {
      expect((await (await dubois.post(`/ajax/${family}/visibilite-offre`, { action: 'masquer', offreid: 999999 })).json()).statut).toBe('ko');
      const o = offerOf(family, USER.lefevre);
      expect((await dubois.post(`/ajax/${family}/visibilite-offre`, { action: 'masquer', offreid: o.id })).status).toBe(403);
    });
  });
});

it('offer ids are per family: the same id names different offers', () => {
  const refs = FAMILY_LIST.map((f) => (h.db().prepare(`SELECT offre_ref FROM offres_${f} WHERE id = 100`).get() as Row).offre_ref);
  expect(refs.map((r) => r.slice(0, 3))).toEqual(['BAR', 'PAR', 'VET']);
});

it.each(['liste-offres', 'statut-offre', 'clonage-offre'])('unknown family → 404 (%s)', async (action) => {
  const res = await dubois.post(`/ajax/toitures/${action}`, { userid: 2, offreid: 1 });
  expect(res.status).toBe(404);
});

it('malformed JSON → 400 JSON', async () => {
  const res = await fetch(new URL('ajax/bardages/liste-offres', h.url), {
    method: 'POST',
    headers: { cookie: dubois.cookie, 'x-csrf-token': dubois.csrf, 'content-type': 'application/json', accept: 'application/json' },
    body: '{"userid":',
  });
  expect(res.status).toBe(400);
  expect((await res.json()).statut).toBe('ko');
});
