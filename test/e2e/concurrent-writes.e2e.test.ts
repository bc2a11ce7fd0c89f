// Both hosts hold when users collide. Each host is started for real (the reference server's process, the
// Laravel host as demo/laravel/start.ts runs it) on a fresh database, and sent 20 calls at once that saw the
// same value, 5 rounds, for every change that carries what the user saw and for the contacts' delete:
// exactly one is applied and answered ok, every other answers the conflict (or that the offer or contact is
// gone), and the database holds the winner's value. A delete or hide that saw another status than the
// offer's now is refused, nothing deleted or hidden. The ok counts per round are printed at the end.
import Database from 'better-sqlite3';
import { laravelApiAs, startBoth, startLaravel } from './support/laravel';
import { apiAs, startTestServer, type ApiClient, type TestServer } from './support/server';

const CALLS = 20;
const ROUNDS = 5;
const FAMILY = 'bardages';
const TABLE = `offres_${FAMILY}`;
/** The offers' owner, Dubois, signed in twice, and the backoffice user twice: four users' sessions at once. */
const SESSIONS = [2, 2, 1, 1];
const STATUSES = ['10', '20', '30', '40'];
const QUARTERS = Array.from({ length: 40 }, (_, i) => `${2030 + (i % 10)}-T${1 + Math.floor(i / 10)}`);
const GONE = "Cette offre n'existe pas ou a été supprimée.";
const CONTACT_GONE = "Ce contact n'existe pas ou a déjà été supprimé.";

type HostName = 'reference' | 'laravel';
interface Host { server: TestServer; clients: ApiClient[]; db: Database.Database }
interface Row { id: number; offre_ref: string; offre_statut: string | null; statut: string; projet_nom: string | null; projet_livraison: string | null; hidden: number }
interface Body { statut?: string; conflit?: boolean; msg?: string; offre?: Record<string, unknown>; title?: string }

const hosts = {} as Record<HostName, Host>;
/** host → call → how many calls of each round were answered ok. */
const okCounts: Record<string, Record<string, number[]>> = {};

beforeAll(async () => {
  const [reference, laravel] = await startBoth(startTestServer(), startLaravel());
  for (const [name, server, signIn] of [['reference', reference, apiAs], ['laravel', laravel, laravelApiAs]] as const) {
    const clients = await Promise.all(SESSIONS.map((user) => signIn(server.url, user)));
    hosts[name] = { server, clients, db: new Database(server.dbPath, { readonly: true }) };
  }
}, 90_000);

afterAll(async () => {
  const lines = Object.entries(okCounts).flatMap(([host, calls]) =>
    Object.entries(calls).map(([call, counts]) => `${host.padEnd(9)} ${call.padEnd(22)} ok per round: ${counts.join(' ')}`));
  console.log(`Concurrent writes, ${CALLS} calls at once × ${ROUNDS} rounds:\n${lines.join('\n')}`);
  for (const h of Object.values(hosts)) {
    h.db.close();
    await h.server.stop();
  }
});

const row = (h: Host, id: number): Row | undefined => h.db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as Row | undefined;
/** Dubois's offers, oldest first: editable (brouillon, soumise) or not. */
const offers = (h: Host, editable: boolean): Row[] => (h.db.prepare(`SELECT * FROM ${TABLE} WHERE user_id = 2 AND hidden = 0 ORDER BY id`).all() as Row[])
  .filter((r) => ['brouillon', 'soumise'].includes(r.statut.trim().toLowerCase()) === editable);
const shown = (v: string | null): string => (v ?? '').trim();

/** Sends every body at once (call i from session i mod 4); the answers in the bodies' order. */
async function burst(h: Host, path: string, bodies: readonly unknown[]): Promise<Body[]> {
  const answers = await Promise.all(bodies.map(async (body, i) => {
    const res = await h.clients[i % h.clients.length].post(path, body);
    return { status: res.status, body: (await res.json()) as Body };
  }));
  expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 200));
  return answers.map((a) => a.body);
}

/** The one call answered ok (its index); every other answer must be `loser`'s. Counts go to the figures. */
function oneWinner(host: HostName, call: string, answers: Body[], loser: (b: Body) => void): number {
  const ok = answers.flatMap((a, i) => (a.statut === 'ok' ? [i] : []));
  ((okCounts[host] ??= {})[call] ??= []).push(ok.length);
  expect(ok).toHaveLength(1);
  answers.filter((a) => a.statut !== 'ok').forEach(loser);
  return ok[0];
}

/** The round-4 conflict, with the offer's current row. */
const conflictWith = (r: Row, now: string) => (b: Body): void => {
  expect(b).toEqual({
    statut: 'ko', conflit: true, msg: `L'offre ${r.offre_ref} a été modifiée entre-temps : ${now}.`, offre: expect.objectContaining({ id: r.id }),
  });
};

describe.each(['reference', 'laravel'] as const)('%s host: of 20 calls that saw the same value, one is applied', (name) => {
  it('statut-offre: one status change wins, the others are told the status it set', async () => {
    const h = hosts[name];
    const id = offers(h, false)[0].id;
    for (let round = 0; round < ROUNDS; round++) {
      const seen = shown(row(h, id)!.offre_statut);
      const targets = STATUSES.filter((s) => s !== seen);
      const sent = Array.from({ length: CALLS }, (_, i) => targets[i % targets.length]);
      const answers = await burst(h, `/ajax/${FAMILY}/statut-offre`, sent.map((statut) => ({ offreid: id, statut, statut_precedent: seen })));
      const now = row(h, id)!;
      const winner = oneWinner(name, 'statut-offre', answers, (b) => {
        expect(b).toMatchObject({ statut: 'ko', conflit: true, offre: { id, offre_statut: now.offre_statut } });
        expect(b.msg).toMatch(/^L'offre .+ a été modifiée entre-temps : son statut est maintenant .+\.$/);
      });
      expect(now.offre_statut).toBe(sent[winner]);
    }
  });

  it('date-livraison: one delivery quarter wins', async () => {
    const h = hosts[name];
    const id = offers(h, false)[1].id;
    for (let round = 0; round < ROUNDS; round++) {
      const before = row(h, id)!;
      const seen = shown(before.projet_livraison);
      const pool = QUARTERS.filter((q) => q.toLowerCase() !== seen.toLowerCase());
      const sent = Array.from({ length: CALLS }, (_, i) => pool[(round * CALLS + i) % pool.length]);
      const answers = await burst(h, `/ajax/${FAMILY}/date-livraison`, sent.map((newdate) => ({ offreid: id, newdate, date_precedente: seen })));
      const now = row(h, id)!;
      const winner = oneWinner(name, 'date-livraison', answers, conflictWith(now, `sa date de livraison est maintenant ${now.projet_livraison}`));
      expect(now.projet_livraison).toBe(sent[winner]);
    }
  });

  it('nom-chantier: one site name wins, no other user is told theirs was saved', async () => {
    const h = hosts[name];
    const id = offers(h, false)[2].id;
    for (let round = 0; round < ROUNDS; round++) {
      const seen = shown(row(h, id)!.projet_nom);
      const sent = Array.from({ length: CALLS }, (_, i) => `Chantier ${round + 1}-${i + 1}`);
      const answers = await burst(h, `/ajax/${FAMILY}/nom-chantier`, sent.map((nomchantier) => ({ offreid: id, nomchantier, nom_precedent: seen })));
      const now = row(h, id)!;
      const winner = oneWinner(name, 'nom-chantier', answers, conflictWith(now, `son nom de chantier est maintenant « ${now.projet_nom} »`));
      expect(answers[winner].msg).toBe('Nom de chantier enregistré.');
      expect(now.projet_nom).toBe(sent[winner]);
    }
  });

  it('supprime-offre: one delete is applied, the others are told the offer is gone', async () => {
    const h = hosts[name];
    for (const target of offers(h, true).slice(0, ROUNDS)) {
      const body = { offreid: target.id, offreref: target.offre_ref, statut_precedent: shown(target.offre_statut) };
      const answers = await burst(h, `/ajax/${FAMILY}/supprime-offre`, Array.from({ length: CALLS }, () => body));
      const winner = oneWinner(name, 'supprime-offre', answers, (b) => expect(b).toEqual({ statut: 'ko', msg: GONE, title: 'Erreur' }));
      expect(answers[winner]).toEqual({ statut: 'ok', msg: `L'offre ${target.offre_ref} a été supprimée.`, title: 'Offre supprimée' });
      expect(row(h, target.id)).toBeUndefined();
    }
  });

  it('visibilite-offre: one hide is applied, the others are told the offer is already hidden', async () => {
    const h = hosts[name];
    for (const target of offers(h, false).slice(3, 3 + ROUNDS)) {
      const body = { action: 'masquer', offreid: target.id, offreref: target.offre_ref, statut_precedent: shown(target.offre_statut) };
      const answers = await burst(h, `/ajax/${FAMILY}/visibilite-offre`, Array.from({ length: CALLS }, () => body));
      const winner = oneWinner(name, 'visibilite-offre', answers, (b) => expect(b).toEqual({
        statut: 'ko', conflit: true, msg: `L'offre ${target.offre_ref} a été modifiée entre-temps : elle est déjà masquée.`,
      }));
      expect(answers[winner]).toEqual({ statut: 'ok', msg: `L'offre ${target.offre_ref} est masquée.` });
      expect(row(h, target.id)!.hidden).toBe(1);
    }
  });

  it("the contacts' delete is applied once", async () => {
    const h = hosts[name];
    const contacts = h.db.prepare('SELECT id, nom, societe FROM contacts WHERE user_id = 2 ORDER BY id LIMIT ?').all(ROUNDS) as { id: number; nom: string; societe: string }[];
    for (const c of contacts) {
      const answers = await burst(h, '/ajax/contacts/delete', Array.from({ length: CALLS }, () => ({ id: c.id, societe: c.societe, nom: c.nom })));
      const winner = oneWinner(name, 'contacts/delete', answers, (b) => expect(b).toEqual({ statut: 'ko', msg: CONTACT_GONE }));
      expect(answers[winner]).toEqual({ statut: 'ok', msg: `Le contact ${c.nom} (${c.societe}) a été supprimé.` });
      expect(h.db.prepare('SELECT id FROM contacts WHERE id = ?').get(c.id)).toBeUndefined();
    }
  });
});

describe.each(['reference', 'laravel'] as const)('%s host: a delete or hide that saw another status is refused', (name) => {
  /** Another user sets the offer to Gagné; the first user, who saw its status before, then calls `path`. */
  async function afterAnotherUserWon(target: Row, path: string, body: Record<string, unknown>): Promise<Body> {
    const h = hosts[name];
    const seen = shown(target.offre_statut);
    const [other, user] = [h.clients[2], h.clients[0]];
    expect(await (await other.post(`/ajax/${FAMILY}/statut-offre`, { offreid: target.id, statut: '20', statut_precedent: seen })).json())
      .toMatchObject({ statut: 'ok' });
    return (await (await user.post(`/ajax/${FAMILY}/${path}`, { ...body, offreid: target.id, offreref: target.offre_ref, statut_precedent: seen })).json()) as Body;
  }
  const notWon = (r: Row): boolean => shown(r.offre_statut) !== '20';

  it('a delete: the conflict with the current row, the offer kept', async () => {
    const h = hosts[name];
    const target = offers(h, true).slice(ROUNDS).find(notWon)!;
    const answer = await afterAnotherUserWon(target, 'supprime-offre', {});
    expect(answer).toEqual({
      statut: 'ko', conflit: true, title: 'Erreur', msg: `L'offre ${target.offre_ref} a été modifiée entre-temps : son statut est maintenant Gagné.`,
      offre: expect.objectContaining({ id: target.id, offre_statut: '20' }),
    });
    expect(row(h, target.id)).toMatchObject({ id: target.id, offre_statut: '20' });
  });

  it('a hide: the conflict with the current row, the offer still shown', async () => {
    const h = hosts[name];
    const target = offers(h, false).slice(3 + ROUNDS).find(notWon)!;
    const answer = await afterAnotherUserWon(target, 'visibilite-offre', { action: 'masquer' });
    expect(answer).toEqual({
      statut: 'ko', conflit: true, msg: `L'offre ${target.offre_ref} a été modifiée entre-temps : son statut est maintenant Gagné.`,
      offre: expect.objectContaining({ id: target.id, offre_statut: '20' }),
    });
    expect(row(h, target.id)).toMatchObject({ hidden: 0, offre_statut: '20' });
  });

  it('without statut_precedent, as before: a delete or hide whatever the status', async () => {
    const h = hosts[name];
    const [user, other] = [h.clients[0], h.clients[2]];
    const draft = offers(h, true).slice(ROUNDS).find(notWon)!;
    const signed = offers(h, false).slice(3 + ROUNDS).find(notWon)!;
    for (const target of [draft, signed]) {
      expect(await (await other.post(`/ajax/${FAMILY}/statut-offre`, { offreid: target.id, statut: '20' })).json()).toMatchObject({ statut: 'ok' });
    }
    const deleted = await user.post(`/ajax/${FAMILY}/supprime-offre`, { offreid: draft.id, offreref: draft.offre_ref });
    const hidden = await user.post(`/ajax/${FAMILY}/visibilite-offre`, { action: 'masquer', offreid: signed.id, offreref: signed.offre_ref });
    expect([await deleted.json(), await hidden.json()]).toMatchObject([{ statut: 'ok' }, { statut: 'ok' }]);
    expect(row(h, draft.id)).toBeUndefined();
    expect(row(h, signed.id)!.hidden).toBe(1);
  });
});
