// Offer references never go back (issue 10): a deleted offer's reference, already printed on a PDF sent to a
// customer, is never given to a new offer, also after a restart, and in a database made before the counter.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { startServer } from '../../demo/server/server';
import { apiAs, FAMILY_LIST, startHarness, tempDbPath, USER, type Harness } from './helpers';

const YEAR = new Date().getFullYear();
const seqOf = (ref: string): number => Number(ref.split('-')[2]);

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(() => h.stop());

/** Clones the owner's first offer and returns the new reference. */
async function cloneRef(url: string, family: string): Promise<{ id: number; ref: string }> {
  const api = await apiAs(url, USER.dubois);
  const src = (await (await api.post(`/ajax/${family}/liste-offres`, { userid: USER.dubois })).json())[0];
  const body = await (await api.post(`/ajax/${family}/clonage-offre`, { offreid: src.id, newname: 'Réf' })).json();
  return { id: body.clonedata.id, ref: body.clonedata.offre_ref };
}

async function remove(url: string, family: string, id: number): Promise<void> {
  const api = await apiAs(url, USER.dubois);
  expect((await (await api.post(`/ajax/${family}/supprime-offre`, { offreid: id })).json()).statut).toBe('ok');
}

describe.each(FAMILY_LIST)('%s references', (family) => {
  it('delete the newest offer, clone another: the new reference is above the deleted one', async () => {
    const newest = await cloneRef(h.url, family);
    await remove(h.url, family, newest.id);
    const next = await cloneRef(h.url, family);
    expect(next.ref).not.toBe(newest.ref);
    expect(next.ref.startsWith(`${newest.ref.slice(0, 9)}`)).toBe(true);
    expect(seqOf(next.ref)).toBe(seqOf(newest.ref) + 1);
  });

  it('after a restart on the same database, still above every reference given', async () => {
    const given = await cloneRef(h.url, family);
    await remove(h.url, family, given.id);
    const again = await startServer({ port: 0, dbPath: h.dbPath });
    try {
      expect(seqOf((await cloneRef(again.url, family)).ref)).toBe(seqOf(given.ref) + 1);
    } finally {
      await again.close();
    }
  });
});

it('a database made before the counter: it starts above the highest reference in the tables', async () => {
  const { dir, dbPath } = tempDbPath();
  const first = await startServer({ port: 0, dbPath });
  await first.close();
  const db = new Database(dbPath);
  db.exec('DROP TABLE IF EXISTS offer_ref_counters');
  db.prepare("UPDATE offres_parement SET offre_ref = ? WHERE id = (SELECT MAX(id) FROM offres_parement WHERE user_id = 3)").run(`PAR-${YEAR}-0950`);
  db.close();
  const old = await startServer({ port: 0, dbPath });
  try {
    expect((await cloneRef(old.url, 'parement')).ref).toBe(`PAR-${YEAR}-0951`);
  } finally {
    await old.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
