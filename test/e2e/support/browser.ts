// End-to-end support: Debian's Chromium driven by playwright-core (one browser per test file), fresh
// contexts signed in through the real /login form, the server's fault switch, and shadow-root helpers.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { launchTracked, stopLater } from '../../support/processes';
import { apiAs, signIn, startTestServer, type TestServer } from './server';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

/** Launches Debian's Chromium; throws (the suite fails, it is never skipped) when it is not installed. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `End-to-end tests need Debian's Chromium at ${CHROMIUM_PATH}, which is missing. Install it with: apt-get install -y chromium`,
    );
  }
  // Registered for jest's teardown (test/support/processes.ts) until it is closed.
  const { value: browser, stop } = await launchTracked('Chromium', (env) => chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, env }));
  browser.once('disconnected', stop);
  // Closed by the file's afterAll, or else by the e2e setup's (test/e2e/support/setup.ts).
  stopLater(async () => {
    let timer: NodeJS.Timeout | undefined;
    // A close that hangs is given 10 s, then the processes are killed (the timer cleared: nothing left pending).
    if (browser.isConnected()) await Promise.race([browser.close(), new Promise((r) => { timer = setTimeout(r, 10_000); })]);
    clearTimeout(timer);
    stop();
  });
  return browser;
}

/**
 * One server and one browser for a test file, started together. When either fails, the other is stopped
 * before the error is thrown (a leaked server process would keep Jest from exiting).
 */
export async function startServerAndBrowser(): Promise<{ server: TestServer; browser: Browser }> {
  const [s, b] = await Promise.allSettled([startTestServer(), launchBrowser()]);
  if (s.status === 'fulfilled' && b.status === 'fulfilled') return { server: s.value, browser: b.value };
  if (s.status === 'fulfilled') await s.value.stop();
  if (b.status === 'fulfilled') await b.value.close();
  throw s.status === 'rejected' ? s.reason : (b as PromiseRejectedResult).reason;
}

/**
 * Registers the file's beforeAll/afterAll: one server and one browser for the whole file, handed to
 * `use` once started, both stopped after the last test.
 */
export function useServerAndBrowser(use: (server: TestServer, browser: Browser) => void): void {
  let started: { server: TestServer; browser: Browser } | null = null;
  beforeAll(async () => {
    started = await startServerAndBrowser();
    use(started.server, started.browser);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.server.stop();
  });
}

export interface SignedInPage { context: BrowserContext; page: Page }

/**
 * A fresh context (own cookies, sessionStorage) signed in as `userId`, on `path`. By default the session
 * comes from a real sign-in over HTTP (apiAs) handed to the context as its cookie, which is quicker;
 * `viaForm` signs in through the /login page instead.
 */
export async function openAs(browser: Browser, baseUrl: string, userId: number, path: string, viaForm = false): Promise<SignedInPage> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', acceptDownloads: true });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  if (viaForm) {
    await signIn(page, baseUrl, userId, path);
  } else {
    const [name, value] = (await apiAs(baseUrl, userId)).cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
    await page.goto(path);
  }
  return { context, page };
}

export interface Fault {
  method?: string;
  path: string;
  status?: number;
  body?: string;
  contentType?: string;
  delayMs?: number;
  times?: number;
}

/** Arms the real server's fault switch (TERREAL_FAULTS=1) for the next matching request(s). */
export async function injectFault(baseUrl: string, fault: Fault): Promise<void> {
  const res = await fetch(new URL('/__test__/fault', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`fault switch: HTTP ${res.status}`);
}

export async function clearFaults(baseUrl: string): Promise<void> {
  await fetch(new URL('/__test__/fault', baseUrl), { method: 'DELETE' });
}

/** Collects window dialogs (alert/confirm/prompt) of a page and dismisses them, so tests can assert none. */
export function collectDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  return seen;
}

/** fr-FR formatting uses U+202F / U+00A0: compare texts with plain spaces. */
export const plain = (s: string): string => s.replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Retries `check` (a function with jest expectations) until it passes or `timeoutMs` runs out, then
 * rethrows its last failure: playwright-core has locators that wait, but no retrying assertions.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 8_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let delay = 25;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 250);
    }
  }
}

/** The widgets' tags: their lists are looked into by listComplete. */
const WIDGET_TAGS = 'terreal-contacts, terreal-offres-bardages, terreal-offres-parement, terreal-offres-veture';

/**
 * Waits until every widget's list on the page is complete: loaded and every row built. Long pages arrive in
 * two stages (src/ui/useStagedRows.ts) and the table or cards carry `aria-busy` until the last row is there:
 * read rows only after this (reading between the stages sees 20 rows of 50).
 */
export async function listComplete(page: Page): Promise<void> {
  await page.waitForFunction((tags) => [...document.querySelectorAll(tags)].every((el) => {
    const root = el.shadowRoot;
    return !!root && !root.querySelector('.terreal-table-frame[aria-busy="true"], ul[aria-busy="true"]');
  }), WIDGET_TAGS);
}

/** Resolves at the page's next frame: what its scripts did in the tasks queued so far is on screen. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => { setTimeout(() => requestAnimationFrame(() => resolve()), 0); }));
}

/**
 * Resolves once every request given has ended (answered in full, or failed: an aborted request fails at
 * once) and the page has had a frame to show what came of it. Past it, no answer of theirs can still reach
 * the page: the wait for "a late answer changes nothing" checks. The requests must have been heard while
 * pending (page.on('request'), or page.requests() while they are): a Request object made after its end
 * never hears of it.
 */
export async function requestsEnded(page: Page, requests: readonly Request[]): Promise<void> {
  if (requests.length === 0) throw new Error('no request to wait for');
  await Promise.all(requests.map(async (r) => { await (await r.response())?.finished(); }));
  await nextFrame(page);
}

/**
 * Resolves once a broken image made now has fired its error event. A broken image the page made before
 * (a payload's `<img src=x onerror=…>`, had it become markup) has fired its own by then: the wait for
 * "nothing ran" checks.
 */
export async function brokenImagesSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve();
    probe.onerror = () => resolve();
    probe.src = `/__no_such_image__.png?${Date.now()}`;
  }));
  await nextFrame(page);
}

/**
 * The `nth-child` place of a column's cells in the rows of `table` (a locator of the widget's tables), found by
 * the column's header: the selection cell of issue 25 comes before the columns. Every shown column is in the
 * row at every wide width (the table scrolls sideways); throws when the column is not shown.
 */
export async function columnChild(table: Locator, header: string): Promise<number> {
  const child = await headerChild(table, header);
  if (child === 0) throw new Error(`no column ${header} in the table`);
  return child;
}

/** The `nth-child` place of the header cell named `header` (its `aria-label`: its text may wrap) in the header row; 0 when none. */
async function headerChild(table: Locator, header: string): Promise<number> {
  return 1 + await table.locator('thead tr').first().evaluate((tr, name) => Array.from((tr as HTMLTableRowElement).cells)
    .findIndex((c) => c.tagName === 'TH' && (c.getAttribute('aria-label') ?? '').trim() === name), header);
}

/** A row's value under `header`, as text: its cell. `table` is the widget's tables, `row` one of its body rows. */
export async function rowValue(table: Locator, row: Locator, header: string): Promise<string> {
  return row.locator(`:is(td,th):nth-child(${await columnChild(table, header)})`).innerText();
}

/**
 * A filter box by its accessible name, ready to type in: in the table's filter row (every shown column's box
 * is there at wide widths), or, on a narrow layout's cards, in the `Filtres` panel, opened here if need be.
 */
export async function filterBox(widget: Locator, name: string): Promise<Locator> {
  const box = widget.getByLabel(name, { exact: true });
  await box.waitFor({ state: 'attached' });
  if (!(await box.isVisible())) {
    const filtres = widget.getByRole('button', { name: /^Filtres/ });
    if ((await filtres.getAttribute('aria-expanded')) !== 'true') await filtres.click();
    await box.waitFor({ state: 'visible' });
  }
  return box;
}
