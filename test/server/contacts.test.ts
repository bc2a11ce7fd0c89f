import { apiAs, USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';

let h: Harness;
let dubois: ApiClient;
let lefevre: ApiClient;
let backoffice: ApiClient;
useSignedInHarness((started) => ({ h, dubois, lefevre, backoffice } = started));

const firstContactOf = (userId: number): { id: number; nom: string; societe: string } =>
  h.db().prepare('SELECT id, nom, societe FROM contacts WHERE user_id = ? ORDER BY id LIMIT 1').get(userId) as never;

describe('GET /contacts/list/{userId}', () => {
  it('returns the user’s contacts with exactly the contact fields, sorted by company', async () => {
    const res = await dubois.get('/contacts/list/2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['code_postal', 'email', 'id', 'nom', 'societe', 'type_societe', 'ville']);
      expect(typeof r.id).toBe('number');
      expect(['négoce', 'entreprise']).toContain(r.type_societe);
      expect(r.code_postal).toMatch(/^[0-9AB]{5}$/);
    }
    const societes = rows.map((r) => String(r.societe).toLowerCase());
    expect(societes).toEqual([...societes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.some((r) => r.societe === '<img src=x onerror=alert(1)>')).toBe(true);
  });

  it.each([[USER.dubois, 152], [USER.lefevre, 30], [USER.empty, 0]])('user %i has %i contacts', async (id, n) => {
    const api = await apiAs(h.url, id);
    expect(await (await api.get(`/contacts/list/${id}`)).json()).toHaveLength(n);
  });

  it('403 with a French message for another user’s contacts', async () => {
    const res = await lefevre.get('/contacts/list/2');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ statut: 'ko', msg: "Vous n'avez pas accès aux contacts de cet utilisateur." });
  });

  it('backoffice may read any user’s contacts', async () => {
    const res = await backoffice.get('/contacts/list/3');
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(30);
  });

  it.each(['abc', '0', '-1', '1.5'])('422 for a bad user id %j', async (id) => {
    const res = await backoffice.get(`/contacts/list/${id}`);
    expect(res.status).toBe(422);
    expect((await res.json()).statut).toBe('ko');
  });
});

describe('POST /ajax/contacts/delete', () => {
  it('deletes the user’s contact (id as number)', async () => {
    const c = firstContactOf(USER.dubois);
    const res = await dubois.post('/ajax/contacts/delete', { id: c.id, societe: c.societe, nom: c.nom });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.statut).toBe('ok');
    expect(body.msg).toContain(c.nom);
    const list = (await (await dubois.get('/contacts/list/2')).json()) as { id: number }[];
    expect(list.some((r) => r.id === c.id)).toBe(false);
  });

  it('accepts the id as a string', async () => {
    const c = firstContactOf(USER.dubois);
    const body = await (await dubois.post('/ajax/contacts/delete', { id: String(c.id), societe: c.societe, nom: c.nom })).json();
    expect(body.statut).toBe('ok');
  });

  it('answers ko with a French message for a missing contact', async () => {
    const res = await dubois.post('/ajax/contacts/delete', { id: 999999, societe: 'X', nom: 'Y' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ statut: 'ko', msg: "Ce contact n'existe pas ou a déjà été supprimé." });
  });

  it.each([[undefined], [null], ['abc'], [-3], [0], [1.5], [''], [[1]], [{}]])('422 for a bad id %j', async (id) => {
    const res = await dubois.post('/ajax/contacts/delete', { id, societe: 'X', nom: 'Y' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ statut: 'ko', msg: 'Identifiant de contact invalide.' });
  });

  it('403 on another user’s contact, which stays', async () => {
    const c = firstContactOf(USER.lefevre);
    const res = await dubois.post('/ajax/contacts/delete', { id: c.id, societe: c.societe, nom: c.nom });
    expect(res.status).toBe(403);
    expect((await res.json()).msg).toMatch(/droit/);
    expect(h.db().prepare('SELECT COUNT(*) AS n FROM contacts WHERE id = ?').get(c.id)).toEqual({ n: 1 });
  });

  it('backoffice may delete another user’s contact', async () => {
    const c = firstContactOf(USER.lefevre);
    const body = await (await backoffice.post('/ajax/contacts/delete', { id: c.id, societe: c.societe, nom: c.nom })).json();
    expect(body.statut).toBe('ok');
  });
});
