// Coming back to a list (issue 12): the widget page with N offers is opened once (its list is then kept in
// the browser's IndexedDB), and the user "comes back" by loading the page again, as a server-rendered host
// does after an offer page. Measured in-page from the navigation's start: first rows painted, and the server's
// answer (a 304 confirming the kept copy, or the full 200). Alternately with the kept copy and without it
// (its database deleted first), RUNS times each, same browser context; with the page's server answering at
// once (127.0.0.1: the kept copy's worst case) and after `serverMs` (a server's own time for the list).
// `layout`: the plain page of earlier rounds (1400×900) or a portal page size of DESIGN.md §2 (round 3).
import type { Browser, Page } from 'playwright-core';
import { pageUrl, VIEWPORTS } from './browser';
import { comparedBundle, type BenchLayout } from './hostServer';
import { median, round } from './stats';

/** Visits with and without the kept copy (BENCH_RETURN_RUNS=1 for a sanity run). */
const RUNS = Number(process.env.BENCH_RETURN_RUNS ?? 5);

export interface ReturnResult {
  rows: number;
  runs: number;
  /** What the server takes before answering (0: at once). */
  serverMs: number;
  /** The page layout (absent in earlier results: plain). */
  layout?: BenchLayout;
  /** The bundle's file when it is BENCH_COMPARE_DIST's build (absent: the build served as this tree's). */
  bundle?: string;
  /** Navigation start → first rows painted (median), and → the server's answer received. */
  withKeptCopy: { firstRowsMs: number; answerMs: number; answerStatus: number | null; samples: number[] };
  withoutKeptCopy: { firstRowsMs: number; answerMs: number; answerStatus: number | null; samples: number[] };
}

/** Number of lists kept by the page's IndexedDB (without creating the database). */
const keptCount = (page: Page): Promise<number> => page.evaluate(() => new Promise<number>((resolve) => {
  const req = indexedDB.open('terreal-widgets');
  req.onupgradeneeded = () => req.transaction?.abort();
  req.onerror = () => resolve(0);
  req.onsuccess = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains('lists-v1')) { db.close(); resolve(0); return; }
    const count = db.transaction('lists-v1').objectStore('lists-v1').count();
    count.onsuccess = () => { db.close(); resolve(count.result); };
  };
}));

const forgetAll = (page: Page): Promise<void> => page.evaluate(() => new Promise<void>((resolve) => {
  const req = indexedDB.deleteDatabase('terreal-widgets');
  req.onsuccess = () => resolve();
  req.onerror = () => resolve();
  req.onblocked = () => resolve();
}));

async function visit(page: Page, url: string): Promise<{ firstRowsMs: number; answerMs: number; answerStatus: number | null }> {
  await page.goto(url);
  await page.waitForFunction(() => window.__bench.rowsSinceStartAt !== null && window.__bench.answerAt !== null, null, { timeout: 60_000, polling: 20 });
  return page.evaluate(() => ({
    firstRowsMs: window.__bench.rowsSinceStartAt!,
    answerMs: window.__bench.answerAt!,
    answerStatus: window.__bench.answerStatus,
  }));
}

/** `compare`: BENCH_COMPARE_DIST's build instead of this one (its own visits, the kept lists deleted in between as well). */
export async function benchReturnToList(browser: Browser, baseUrl: string, n: number, serverMs = 0, layout: BenchLayout = 'plain', compare = false): Promise<ReturnResult> {
  const context = await browser.newContext({ viewport: VIEWPORTS[layout], locale: 'fr-FR' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const url = `${pageUrl(baseUrl, 'widget.html', n, layout)}&d=${serverMs}${compare ? '&bundle=compare' : ''}`;
  const withCopy: Awaited<ReturnType<typeof visit>>[] = [];
  const withoutCopy: Awaited<ReturnType<typeof visit>>[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      // Without: nothing kept (database deleted), the list comes from the answer.
      await page.goto(`${baseUrl}/widget.html?n=1`); // a page of the origin, to reach its IndexedDB
      await forgetAll(page);
      withoutCopy.push(await visit(page, url));
      // That visit kept the list (written when the page is idle): come back to it.
      for (let t = 0; t < 100 && (await keptCount(page)) === 0; t++) await page.waitForTimeout(50);
      if ((await keptCount(page)) === 0) throw new Error('return bench: the list was not kept in IndexedDB');
      withCopy.push(await visit(page, url));
    }
  } finally {
    await context.close();
  }
  const sum = (v: Awaited<ReturnType<typeof visit>>[]) => ({
    firstRowsMs: round(median(v.map((x) => x.firstRowsMs))),
    answerMs: round(median(v.map((x) => x.answerMs))),
    answerStatus: v[v.length - 1]?.answerStatus ?? null,
    samples: v.map((x) => round(x.firstRowsMs)),
  });
  const bundle = compare ? comparedBundle() : null;
  return { rows: n, runs: RUNS, serverMs, layout, ...(bundle ? { bundle } : {}), withKeptCopy: sum(withCopy), withoutKeptCopy: sum(withoutCopy) };
}
