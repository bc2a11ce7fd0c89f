// The reference server's exports run in worker threads, at most REPORT_SLOTS at once (demo/server/reportPool):
// a job beyond them is refused at once with the seconds to wait, a slot frees when its job ends, a failed job
// says why, and the thread's file is the one built in this process.
import { buildReport, type ReportJob } from '../../demo/server/reportJob';
import { createReportPool, REPORT_SLOTS, ReportsBusy, retryAfterSeconds } from '../../demo/server/reportPool';
import { openDatabase } from '../../demo/server/db';
import { readXlsx, tempDbPath } from './helpers';
import fs from 'node:fs';

jest.setTimeout(60_000);

describe('retryAfterSeconds: the running export closest to its end, as long as the last one took', () => {
  const NOW = 100_000;
  it.each<[string, number, number[], number]>([
    ['just started, exports take 4 s', 4, [NOW], 4000],
    ['one nearly done', 1, [NOW - 3500, NOW], 4000],
    ['past its expected end: never less than 1 s', 1, [NOW - 9000], 4000],
    ['exports take a minute: never more than 10 s', 10, [NOW - 1000], 60_000],
    ['a part of a second rounds up', 2, [NOW - 2100], 4000],
  ])('%s → %i s', (_name, expected, startedAt, typicalMs) => {
    expect(retryAfterSeconds(startedAt, typicalMs, NOW)).toBe(expected);
  });
});

describe('createReportPool', () => {
  const { dir, dbPath } = tempDbPath();
  beforeAll(() => openDatabase(dbPath).close());
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const job: ReportJob = { kind: 'excel', dbPath, family: 'bardages', scope: 2, query: 'statut=' };

  it(`${REPORT_SLOTS} at once; the next refused with Retry-After; a slot free again once one ends`, async () => {
    const pool = createReportPool();
    try {
      const running = Array.from({ length: REPORT_SLOTS }, () => pool.run(job));
      const refused = await pool.run(job).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ReportsBusy);
      expect((refused as ReportsBusy).retryAfterS).toBeGreaterThanOrEqual(1);
      const files = await Promise.all(running);
      // The same sheet as this thread builds.
      const here = (await readXlsx(await buildReport(job))).ws.getSheetValues();
      expect(here.length).toBeGreaterThan(2);
      for (const f of files) expect((await readXlsx(f)).ws.getSheetValues()).toEqual(here);
      expect((await pool.run(job)).length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('a job that fails says why and frees its slot', async () => {
    const pool = createReportPool(1);
    try {
      await expect(pool.run({ kind: 'pdf', dbPath, family: 'bardages', id: 999_999 })).rejects.toThrow('no offer 999999');
      await expect(pool.run({ kind: 'pdf', dbPath, family: 'bardages', id: 1 })).resolves.toBeInstanceOf(Buffer);
    } finally {
      await pool.close();
    }
  });
});
