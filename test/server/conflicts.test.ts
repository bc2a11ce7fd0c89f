// Changes carry what the user saw (DESIGN.md "Round 4"): statut-offre's statut_precedent, date-livraison's
// date_precedente, nom-chantier's nom_precedent and visibilite-offre's offreref. When the offer's current
// value differs, nothing changes and the answer is {statut: 'ko', conflit: true, msg, offre}: msg names the
// offer and its current value, offre is the current row as liste-offres gives it. Without the field, the
// call behaves as before. Delete is for editable offers only, hide for the others (SPEC.md §2, §4).
import Database from 'better-sqlite3';
import { FAMILY_LIST, USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';

let h: Harness;
let dubois: ApiClient;
useSignedInHarness((started) => ({ h, dubois } = started));

type Row = { id: number; offre_ref: string; statut: string | null; offre_statut: string | null; projet_livraison: string | null; projet_nom: string | null; hidden: number };
const used = new Set<string>();
const EDITABLE = "lower(trim(statut)) IN ('brouillon', 'soumise')";
/** A visible offer of Dubois not used by another test, editable or not. */
function offerOf(family: string, editable: boolean): Row {
  const rows = h.db().prepare(`SELECT * FROM offres_${family} WHERE user_id = ? AND hidden = 0 AND ${editable ? '' : 'NOT '}(${EDITABLE}) ORDER BY id`)
    .all(USER.dubois) as Row[];
  const row = rows.find((r) => !used.has(`${family}:${r.id}`))!;
  used.add(`${family}:${row.id}`);
  return row;
}
const dbRow = (family: string, id: number): Row | undefined => h.db().prepare(`SELECT * FROM offres_${family} WHERE id = ?`).get(id) as Row | undefined;
const post = async (family: string, action: string, body: unknown): Promise<Record<string, unknown>> => {
  const res = await dubois.post(`/ajax/${family}/${action}`, body);
  expect(res.status).toBe(200);
  return res.json();
};
const listed = async (family: string, id: number): Promise<unknown> =>
  ((await (await dubois.post(`/ajax/${family}/liste-offres`, { userid: USER.dubois })).json()) as { id: number }[]).find((r) => r.id === id);

/** Sets a column behind the API (another user's change, e.g. the backoffice's). */
function setBehind(family: string, id: number, column: string, value: string | null): void {
  const rw = new Database(h.dbPath);
  try {
    rw.prepare(`UPDATE offres_${family} SET ${column} = ? WHERE id = ?`).run(value, id);
  } finally {
    rw.close();
  }
}

describe.each(FAMILY_LIST)('%s', (family) => {
  describe('statut-offre + statut_precedent', () => {
    it('another status now: ko, conflit, the current status by its label, the current row; nothing changes', async () => {
      const o = offerOf(family, true);
      setBehind(family, o.id, 'offre_statut', '40');
      const body = await post(family, 'statut-offre', { offreid: o.id, offreref: o.offre_ref, statut: '30', statut_precedent: '10' });
      expect(body).toEqual({
        statut: 'ko', conflit: true,
        msg: `L'offre ${o.offre_ref} a été modifiée entre-temps : son statut est maintenant Non retenue.`,
        offre: await listed(family, o.id),
      });
      expect(dbRow(family, o.id)!.offre_statut).toBe('40');
    });

    it('an unset status now: "non renseigné"', async () => {
      const o = offerOf(family, true);
      setBehind(family, o.id, 'offre_statut', '');
      const body = await post(family, 'statut-offre', { offreid: o.id, statut: '20', statut_precedent: '30' });
      expect(body).toMatchObject({ statut: 'ko', conflit: true, msg: `L'offre ${o.offre_ref} a été modifiée entre-temps : son statut est maintenant non renseigné.` });
      expect(dbRow(family, o.id)!.offre_statut).toBe('');
    });

    it.each([
      ['the same code', '30', '30'], ['a code as a number', '30', 30], ["'' for an unset status", '', ''],
      ['null for an unset status', '', null], ['spaces around', '20', ' 20 '],
    ])('the value the row showed (%s): ok, saved', async (_l, current, seen) => {
      const o = offerOf(family, false);
      setBehind(family, o.id, 'offre_statut', current);
      const body = await post(family, 'statut-offre', { offreid: o.id, statut: '10', statut_precedent: seen });
      expect(body.statut).toBe('ok');
      expect(dbRow(family, o.id)!.offre_statut).toBe('10');
    });

    it("'' when the offer has a status: conflict", async () => {
      const o = offerOf(family, true);
      setBehind(family, o.id, 'offre_statut', '20');
      const body = await post(family, 'statut-offre', { offreid: o.id, statut: '10', statut_precedent: '' });
      expect(body).toMatchObject({ statut: 'ko', conflit: true, msg: `L'offre ${o.offre_ref} a été modifiée entre-temps : son statut est maintenant Gagné.` });
    });

    it('without statut_precedent: saved whatever the current status (as before)', async () => {
      const o = offerOf(family, true);
      setBehind(family, o.id, 'offre_statut', '40');
      expect(await post(family, 'statut-offre', { offreid: o.id, statut: '20' })).toEqual({ statut: 'ok', msg: `Le statut de l'offre ${o.offre_ref} a été mis à jour.` });
      expect(dbRow(family, o.id)!.offre_statut).toBe('20');
    });

    it('an object as statut_precedent: 422, nothing changes', async () => {
      const o = offerOf(family, true);
      const res = await dubois.post(`/ajax/${family}/statut-offre`, { offreid: o.id, statut: '20', statut_precedent: { code: '10' } });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ statut: 'ko', msg: 'Valeur précédente invalide.' });
      expect(dbRow(family, o.id)!.offre_statut).toBe(o.offre_statut);
    });
  });

  describe('date-livraison + date_precedente', () => {
    it('another quarter now: ko, conflit, the current quarter; nothing changes', async () => {
      const o = offerOf(family, false);
      setBehind(family, o.id, 'projet_livraison', '2027-T2');
      const body = await post(family, 'date-livraison', { offreid: o.id, newdate: '2030-T1', date_precedente: '2026-T4' });
      expect(body).toEqual({
        statut: 'ko', conflit: true,
        msg: `L'offre ${o.offre_ref} a été modifiée entre-temps : sa date de livraison est maintenant 2027-T2.`,
        offre: await listed(family, o.id),
      });
      expect(dbRow(family, o.id)!.projet_livraison).toBe('2027-T2');
    });

    it('no quarter now: "non renseignée"', async () => {
      const o = offerOf(family, false);
      setBehind(family, o.id, 'projet_livraison', null);
      const body = await post(family, 'date-livraison', { offreid: o.id, newdate: '2030-T1', date_precedente: '2026-T4' });
      expect(body.msg).toBe(`L'offre ${o.offre_ref} a été modifiée entre-temps : sa date de livraison est maintenant non renseignée.`);
      expect(dbRow(family, o.id)!.projet_livraison).toBeNull();
    });

    it.each([['case-insensitively', '2027-t2', '2027-T2'], ["'' for none", null, ''], ["'' for an empty one", '', ''], ['null for none', null, null]])(
      'the quarter the row showed (%s): ok, saved', async (_l, current, seen) => {
        const o = offerOf(family, false);
        setBehind(family, o.id, 'projet_livraison', current);
        expect((await post(family, 'date-livraison', { offreid: o.id, newdate: '2031-T3', date_precedente: seen })).statut).toBe('ok');
        expect(dbRow(family, o.id)!.projet_livraison).toBe('2031-T3');
      },
    );
  });

  describe('nom-chantier + nom_precedent', () => {
    it('another name now: ko, conflit, the current name; nothing changes', async () => {
      const o = offerOf(family, false);
      setBehind(family, o.id, 'projet_nom', 'Résidence « Les Pins »');
      const body = await post(family, 'nom-chantier', { offreid: o.id, nomchantier: 'Nouveau', nom_precedent: 'Ancien' });
      expect(body).toEqual({
        statut: 'ko', conflit: true,
        msg: `L'offre ${o.offre_ref} a été modifiée entre-temps : son nom de chantier est maintenant « Résidence « Les Pins » ».`,
        offre: await listed(family, o.id),
      });
      expect(dbRow(family, o.id)!.projet_nom).toBe('Résidence « Les Pins »');
    });

    it('no name now: "non renseigné"', async () => {
      const o = offerOf(family, false);
      setBehind(family, o.id, 'projet_nom', null);
      const body = await post(family, 'nom-chantier', { offreid: o.id, nomchantier: 'Nouveau', nom_precedent: 'Ancien' });
      expect(body.msg).toBe(`L'offre ${o.offre_ref} a été modifiée entre-temps : son nom de chantier est maintenant non renseigné.`);
    });

    it.each([['trimmed', ' Les Pins ', 'Les Pins  '], ["'' for none", null, ''], ["'' for blanks", '  ', '']])(
      'the name the row showed (%s): ok, saved', async (_l, current, seen) => {
        const o = offerOf(family, false);
        setBehind(family, o.id, 'projet_nom', current);
        expect((await post(family, 'nom-chantier', { offreid: o.id, nomchantier: 'Chantier neuf', nom_precedent: seen })).statut).toBe('ok');
        expect(dbRow(family, o.id)!.projet_nom).toBe('Chantier neuf');
      },
    );
  });

  describe('visibilite-offre + offreref', () => {
    it('another reference at this id: ko, conflit, the current reference; not hidden', async () => {
      const o = offerOf(family, false);
      const body = await post(family, 'visibilite-offre', { offreid: o.id, action: 'masquer', offreref: 'BAR-1999-0001' });
      expect(body).toEqual({
        statut: 'ko', conflit: true,
        msg: `L'offre BAR-1999-0001 a été modifiée entre-temps : sa référence est maintenant ${o.offre_ref}.`,
        offre: await listed(family, o.id),
      });
      expect(dbRow(family, o.id)!.hidden).toBe(0);
    });

    it('the same reference: hidden', async () => {
      const o = offerOf(family, false);
      expect((await post(family, 'visibilite-offre', { offreid: o.id, action: 'masquer', offreref: o.offre_ref })).statut).toBe('ok');
      expect(dbRow(family, o.id)!.hidden).toBe(1);
    });
  });

  describe('delete and hide follow the row menus (SPEC.md §2, §4)', () => {
    it('a non-editable offer cannot be deleted: ko with a French message, the offer is kept', async () => {
      const o = offerOf(family, false);
      expect(await post(family, 'supprime-offre', { offreid: o.id, offreref: o.offre_ref })).toEqual({
        statut: 'ko', msg: `L'offre ${o.offre_ref} n'est pas modifiable : elle ne peut pas être supprimée.`, title: 'Erreur',
      });
      expect(dbRow(family, o.id)).toBeDefined();
    });

    it('an editable offer cannot be hidden (it is deleted instead): ko with a French message, still listed', async () => {
      const o = offerOf(family, true);
      expect(await post(family, 'visibilite-offre', { offreid: o.id, action: 'masquer' })).toEqual({
        statut: 'ko', msg: `L'offre ${o.offre_ref} est modifiable : elle ne peut pas être masquée.`,
      });
      expect(dbRow(family, o.id)!.hidden).toBe(0);
    });

    it.each(['brouillon', ' Soumise '])('an editable offer (statut %j) is deleted', async (statut) => {
      const o = offerOf(family, true);
      setBehind(family, o.id, 'statut', statut);
      expect((await post(family, 'supprime-offre', { offreid: o.id, offreref: o.offre_ref })).statut).toBe('ok');
      expect(dbRow(family, o.id)).toBeUndefined();
    });
  });
});
