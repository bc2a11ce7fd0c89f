// Exports hold nobody up (DESIGN.md §2 "Round 5", hosts that hold), on both hosts: a file is built away from
// the calls of other users (worker threads; on Laravel, its one export service), at most two at once; the
// others are answered at once 503 with Retry-After and a French message, and once the two are done an
// export goes through again. Meanwhile a status change is answered before the exports end.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { fillDatabase } from '../../bench/server';
import { startLaravel, laravelApiAs } from './support/laravel';
import { apiAs, startTestServer, type ApiClient, type TestServer } from './support/server';

jest.setTimeout(180_000);

/** Enough offers that an export takes seconds, far longer than answering a call. */
const OFFERS = 6000;
const AT_ONCE = 8;
/**
 * The exports are sent SPACING_MS apart (all within about a second, while the first two take seconds): `php -S`
 * workers accept every connection that comes while they wait, and one arriving in the same instant as an
 * export would wait behind it in that worker, never reaching the host while the export runs.
 */
const SPACING_MS = 120;
const BUSY = 'Deux exports sont déjà en préparation : le vôtre sera prêt dans un instant, réessayez dans quelques secondes.';
const EXPORT = '/bardages/excel-report?userid=all&statut=';

interface Answer { status: number; retryAfter: string | null; body: Buffer; at: number }
const answerOf = async (res: Promise<Response>): Promise<Answer> => {
  const r = await res;
  const body = Buffer.from(await r.arrayBuffer());
  return { status: r.status, retryAfter: r.headers.get('retry-after'), body, at: performance.now() };
};

describe.each([
  ['the reference server', startTestServer, apiAs],
  // A PHP worker for each export and the status change: none waits behind another's export.
  ['the Laravel host', () => startLaravel({ PHP_CLI_SERVER_WORKERS: String(AT_ONCE + 2) }), laravelApiAs],
] as const)('%s', (_name, start, signIn) => {
  let server: TestServer;
  let backoffice: ApiClient;
  let dubois: ApiClient;
  beforeAll(async () => {
    server = await start();
    fillDatabase(server.dbPath, OFFERS);
    [backoffice, dubois] = await Promise.all([signIn(server.url, 1), signIn(server.url, 2)]);
  }, 90_000);
  afterAll(() => server?.stop());

  it(`${AT_ONCE} exports within a second: two files, the others 503 with Retry-After; a status change answered before the files`, async () => {
    const list = (await (await dubois.post('/ajax/bardages/liste-offres', { userid: 2 })).json()) as { id: number; offre_ref: string }[];
    const mine = list[0];

    const exports: Promise<Answer>[] = [];
    for (let i = 0; i < AT_ONCE; i++) {
      exports.push(answerOf(backoffice.get(EXPORT)));
      await new Promise((r) => setTimeout(r, SPACING_MS));
    }
    // Once an export is refused, two are being built: the status change goes now.
    await Promise.any(exports.map((p) => p.then((a) => (a.status === 503 ? a : Promise.reject(new Error('not refused'))))));
    const change = await answerOf(dubois.post('/ajax/bardages/statut-offre', { offreid: mine.id, offreref: mine.offre_ref, statut: '20' }));
    const answers = await Promise.all(exports);

    expect(change.status).toBe(200);
    expect(JSON.parse(change.body.toString()).statut).toBe('ok');
    const files = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 503);
    expect([files.length, refused.length]).toEqual([2, AT_ONCE - 2]);
    expect(change.at).toBeLessThan(Math.min(...files.map((f) => f.at)));
    for (const r of refused) {
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(r.retryAfter)).toBeLessThanOrEqual(10);
      expect(JSON.parse(r.body.toString())).toEqual({ statut: 'ko', msg: BUSY });
    }
    // The files are whole: the header, then every offer of every user.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(files[0].body as never);
    expect(wb.worksheets[0].rowCount).toBe(OFFERS + 1);
    expect(files[1].body.length).toBeGreaterThan(0);

    // The slots free again: the next export is built.
    const again = await answerOf(backoffice.get(EXPORT));
    expect(again.status).toBe(200);
  });
});

describe('the Laravel host, its export service killed', () => {
  let server: TestServer;
  let dubois: ApiClient;
  beforeAll(async () => {
    server = await startLaravel();
    dubois = await laravelApiAs(server.url, 2);
  }, 90_000);
  afterAll(() => server?.stop());

  /** The pid of this host's export service: the process running reportService.ts on this test's database. */
  function servicePid(): number | null {
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('reportService.ts')) continue;
        if (fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`TERREAL_DB=${server.dbPath}`)) return Number(pid);
      } catch {
        // gone meanwhile, or not ours
      }
    }
    return null;
  }

  it('exports are answered 503 in French meanwhile, the rest of the host answers, and the service is started again', async () => {
    const mine = '/bardages/excel-report?userid=2&statut=';
    expect((await answerOf(dubois.get(mine))).status).toBe(200);
    const killed = servicePid();
    expect(killed).not.toBeNull();
    process.kill(killed!, 'SIGKILL');

    const down = await answerOf(dubois.get(mine));
    expect(down.status).toBe(503);
    expect(Number(down.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(down.body.toString())).toEqual({ statut: 'ko', msg: 'Le service des exports ne répond pas pour le moment : réessayez dans quelques secondes.' });
    expect((await dubois.post('/ajax/bardages/liste-offres', { userid: 2 })).status).toBe(200);

    let again = down;
    for (let tries = 0; again.status !== 200 && tries < 60; tries++) {
      await new Promise((r) => setTimeout(r, 500));
      again = await answerOf(dubois.get(mine));
    }
    expect(again.status).toBe(200);
    expect(servicePid()).not.toBe(killed);
  });
});
