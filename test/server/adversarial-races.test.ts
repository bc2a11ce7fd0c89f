// Issue 6, item 5: concurrent writes on one in-process server. 100 concurrent clones of one offer give 100
// distinct offers (ids and refs), all listed; conflicting writes on one row resolve to exactly one winner.
import { FAMILY_LIST, type Harness } from './helpers';
import { OWNER_ID, type RawClient, type Role, type RoleHarness, useRoleHarness } from './adversarial-support';

let h: Harness;
let clients: Record<Role, RawClient>;
let take: RoleHarness['take'];
useRoleHarness((started) => ({ h, clients, take } = started));

const json = async (r: Promise<Response>): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await r;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe.each(FAMILY_LIST)('%s', (family) => {
  it('100 concurrent clones of the same offer (owner and backoffice at once) → 100 distinct offers, all listed', async () => {
    const src = take.offer(family);
    const names = Array.from({ length: 100 }, (_, i) => `Course ${family} ${i}`);
    const answers = await Promise.all(names.map((newname, i) =>
      json(clients[i % 2 ? 'backoffice' : 'owner'].api('POST', `/ajax/${family}/clonage-offre`, { offreid: src.id, newname }))));
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
    expect(answers.every((a) => a.body.statut === 'ok')).toBe(true);
    const clones = answers.map((a) => a.body.clonedata as { id: number; offre_ref: string; offre_nom: string });
    expect(new Set(clones.map((c) => c.id)).size).toBe(100);
    expect(new Set(clones.map((c) => c.offre_ref)).size).toBe(100);
    expect(clones.map((c) => c.offre_nom)).toEqual(names);
    const listed = (await json(clients.owner.api('POST', `/ajax/${family}/liste-offres`, { userid: OWNER_ID }))).body as unknown as { id: number; offre_ref: string }[];
    const byId = new Map(listed.map((r) => [r.id, r]));
    for (const c of clones) expect(byId.get(c.id)?.offre_ref).toBe(c.offre_ref);
    // refs stay unique across the whole table
    const { n, d } = h.db().prepare(`SELECT COUNT(*) AS n, COUNT(DISTINCT offre_ref) AS d FROM offres_${family}`).get() as { n: number; d: number };
    expect(d).toBe(n);
  }, 30_000); // 100 writes and a list through one server: well under 5 s idle, more on a loaded 2-core runner

  it('20 deletes, 20 status changes, 20 site names and 20 clones of one offer at once: one delete wins, no 500', async () => {
    const o = take.offer(family, undefined, true);
    const path = (a: string) => `/ajax/${family}/${a}`;
    const calls = Array.from({ length: 20 }, (_, i) => [
      json(clients.owner.api('POST', path('supprime-offre'), { offreid: o.id, offreref: o.offre_ref })).then((r) => ['delete', r] as const),
      json(clients.owner.api('POST', path('statut-offre'), { offreid: o.id, offreref: o.offre_ref, statut: '20' })).then((r) => ['status', r] as const),
      json(clients.backoffice.api('POST', path('nom-chantier'), { offreid: o.id, nomchantier: `Nom ${i}` })).then((r) => ['site', r] as const),
      json(clients.owner.api('POST', path('clonage-offre'), { offreid: o.id, newname: `Conflit ${i}` })).then((r) => ['clone', r] as const),
    ]).flat();
    const answers = await Promise.all(calls);
    expect(answers.every(([, r]) => r.status === 200)).toBe(true);
    const oks = (kind: string) => answers.filter(([k, r]) => k === kind && r.body.statut === 'ok').length;
    expect(oks('delete')).toBe(1);
    expect(h.db().prepare(`SELECT id FROM offres_${family} WHERE id = ?`).get(o.id)).toBeUndefined();
    // every acknowledged clone exists, and only those
    const clonesOk = answers.filter(([k, r]) => k === 'clone' && r.body.statut === 'ok').map(([, r]) => (r.body.clonedata as { id: number }).id);
    const stored = h.db().prepare(`SELECT id FROM offres_${family} WHERE offre_nom LIKE 'Conflit %' AND user_id = ?`).all(OWNER_ID) as { id: number }[];
    expect(stored.map((r) => r.id).sort()).toEqual(clonesOk.sort());
  });
});

it('the same contact deleted 30 times at once: exactly one ok, 29 ko, no 500', async () => {
  const c = take.contact();
  const answers = await Promise.all(Array.from({ length: 30 }, () =>
    json(clients.owner.api('POST', '/ajax/contacts/delete', { id: c.id, societe: c.societe, nom: c.nom }))));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(answers.filter((a) => a.body.statut === 'ok')).toHaveLength(1);
  expect(answers.filter((a) => a.body.statut === 'ko')).toHaveLength(29);
});

it('the database is sound after the races', () => {
  expect(h.db().pragma('integrity_check', { simple: true })).toBe('ok');
});
