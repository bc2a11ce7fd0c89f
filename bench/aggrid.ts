// The peer in Chromium: AG Grid Community on bench/page/aggrid.html, with the same rows as the widget, status
// 10 as an external filter, pagination on at 50 a page, and the same word typed into its quick filter,
// measured exactly as the widget (bench/browser.ts, bench/page/instrument.js).
import type { Browser } from 'playwright-core';
import { firstRowsMedian, keystrokes, openPage, type Latency } from './browser';

export interface AgGridResult { rows: number; firstRowsMs: number; heapMb: number; keystroke: Latency; keystrokeLightOnly?: Latency; droppedWords: number; errors: string[] }

export async function benchAgGrid(browser: Browser, baseUrl: string, n: number): Promise<AgGridResult> {
  const url = `${baseUrl}/aggrid.html?n=${n}`;
  const { context, page, heapMb, ...firstLoad } = await openPage(browser, url);
  try {
    const { latency: keystroke, lightOnly: keystrokeLightOnly, dropped } = await keystrokes(page, page.locator('#quick'));
    const errors = await page.evaluate(() => window.__bench.errors);
    const firstRows = await firstRowsMedian(browser, url, firstLoad);
    return { rows: n, firstRowsMs: firstRows.medianMs, heapMb, keystroke, keystrokeLightOnly, droppedWords: dropped, errors };
  } finally {
    await context.close();
  }
}
