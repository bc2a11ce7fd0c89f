// Support for the adversarial end-to-end suites (issue 6): Chromium, a host page of our own served on the
// real server's origin (so any attribute value can be tried), console and window-dialog capture, request
// counting and axe-core.
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { escapeHtml } from '../../../demo/server/pages/layout';
import { PORTAL_VIEWPORTS, portalBody, type PortalKind } from './portal';
import { apiAs, REPO_ROOT } from './server';


export const HOST_PATH = '/__adversarial__/host';

export interface HostOptions {
  userId: number;
  tag: string;
  /** Attribute values as a host writes them (HTML-escaped here, as Blade's {{ }} would). */
  attrs?: Record<string, string>;
  /** Query string of the host page, e.g. '?o=kess'. */
  query?: string;
  /** Extra markup in the body before the element (e.g. a button to focus first). */
  before?: string;
  /** Answers given by the browser context instead of the server, by exact path (for bodies too big for the fault switch). */
  routes?: Record<string, { status: number; contentType: string; body: string }>;
  /** The browser window's size (default: Playwright's 1280×720). */
  viewport?: { width: number; height: number };
  /** Inline style of a box around the element (e.g. its width beside a portal's side menu). */
  boxStyle?: string;
  /** The element inside a portal-like page of that kind (support/portal.ts), at its window size. */
  portal?: PortalKind;
  /** A script run in the page before any of its own (e.g. a PerformanceObserver installed before navigation). */
  initScript?: string;
}

export interface HostPage {
  context: BrowserContext;
  page: Page;
  /** console.error texts and uncaught page errors, in order. */
  errors: string[];
  /** window.alert / confirm / prompt opened by anything. */
  dialogs: string[];
  csrf: string;
}

/**
 * A fresh context signed in as `userId` (session of a real sign-in) on a host page of the server's origin
 * holding one element: the page is answered by the test (route), the bundle and every call by the server.
 */
export async function openHost(browser: Browser, baseUrl: string, opts: HostOptions): Promise<HostPage> {
  const { cookie, csrf } = await apiAs(baseUrl, opts.userId);
  const viewport = opts.viewport ?? (opts.portal ? PORTAL_VIEWPORTS[opts.portal] : undefined);
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', ...(viewport ? { viewport } : {}) });
  context.setDefaultTimeout(10_000);
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  const attrs = Object.entries(opts.attrs ?? {}).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('');
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Hôte de test</title>
<meta name="csrf-token" content="${escapeHtml(csrf)}"><script src="/dist/terreal-widgets.js"></script></head>
<meta name="viewport" content="width=device-width, initial-scale=1">
<body style="margin:0">${opts.portal
    ? portalBody(opts.portal, `<${opts.tag}${attrs}></${opts.tag}>`)
    : `<main><h1>Hôte de test</h1>${opts.before ?? ''}<div style="${escapeHtml(opts.boxStyle ?? '')}"><${opts.tag}${attrs}></${opts.tag}></div></main>`}</body></html>`;
  await context.route(`**${HOST_PATH}*`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  for (const [p, answer] of Object.entries(opts.routes ?? {})) {
    await context.route((url) => url.pathname === p, (route) => route.fulfill(answer));
  }
  if (opts.initScript) await context.addInitScript(opts.initScript);
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  await page.goto(`${HOST_PATH}${opts.query ?? ''}`);
  return { context, page, errors, dialogs, csrf };
}

/** Errors that are not the browser's own report of a failed resource (a 500 we asked for, a server down). */
export const scriptErrors = (errors: readonly string[]): string[] =>
  errors.filter((e) => !/^Failed to load resource/.test(e));

/** Records the requests whose path ends with `suffix` (method POST unless said otherwise). */
export function countRequests(page: Page, suffix: string, method = 'POST'): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname.endsWith(suffix)) seen.push(r);
  });
  return seen;
}

const AXE_SOURCE = path.join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js');

export interface AxeViolation { id: string; impact: string | null; help: string; targets: string[] }

/**
 * Runs axe-core on `selector` (an element: its open shadow root is included) and returns the serious and
 * critical violations.
 */
export async function seriousViolations(page: Page, selector: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [[sel]] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, selector);
}

/** The element that has focus, looked for through open shadow roots: its tag, role, name and text. */
export async function focused(page: Page): Promise<{ tag: string; role: string | null; label: string | null; text: string; inDialog: boolean }> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return { tag: '', role: null, label: null, text: '', inDialog: false };
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      label: el.getAttribute('aria-label'),
      text: (el.textContent ?? '').trim().slice(0, 80),
      inDialog: el.closest('dialog') !== null,
    };
  });
}

export type Focused = Awaited<ReturnType<typeof focused>>;

/** Presses `key` (Tab by default) until the focused element matches, at most `max` times. */
export async function pressUntil(page: Page, match: (f: Focused) => boolean, key = 'Tab', max = 80): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if (match(f)) return f;
  }
  throw new Error(`focus never reached the element after ${max} × ${key} (last: ${JSON.stringify(await focused(page))})`);
}

/** Waits until the element's table shows rows (or its empty text) and is no longer busy. */
export async function listShown(page: Page, tag: string): Promise<void> {
  await page.locator(`${tag} table tbody tr td`).first().waitFor();
  await page.waitForFunction((t) => {
    const root = document.querySelector(t)?.shadowRoot;
    return !!root && !root.querySelector('.terreal-table-frame[aria-busy]');
  }, tag);
}

/** Text of the element's polite announcer(s) (role=status; not the pager's `Page n sur m`, not empty ones). */
export async function announced(page: Page, tag: string): Promise<string> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)?.shadowRoot;
    return Array.from(root?.querySelectorAll('[role="status"][aria-live="polite"]') ?? [])
      .filter((n) => !n.closest('[part="pagination"]'))
      .map((n) => n.textContent ?? '')
      .filter((text) => text !== '')
      .join(' | ');
  }, tag);
}

/** Where the focus is in the element's grid: on a body cell, on a control inside one, or elsewhere. */
interface GridFocus {
  where: 'cell' | 'control' | 'outside';
  row: number;
  col: number;
  /** Per body row, per cell, the controls a Tab goes through once inside the cell (as `focused` describes them). */
  controls: Focused[][][];
}

/** Reads the rows' table of the element's `role="grid"` frame: the focus's place and each cell's controls (useGridKeyboard's rules). */
function gridFocus(page: Page, tag: string): Promise<GridFocus> {
  return page.evaluate((t): GridFocus => {
    const root = document.querySelector(t)!.shadowRoot!;
    const table = root.querySelector('[role="grid"] table[part="table"]');
    if (!table) throw new Error(`no grid in ${t}`);
    const controls = 'a[href], button, input, select, textarea, [tabindex]:not(td):not(th), [contenteditable="true"]';
    const rows = Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody > tr')).filter((r) => !r.hidden && r.cells.length > 0);
    const describe = (el: Element) => ({
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      label: el.getAttribute('aria-label'),
      text: (el.textContent ?? '').trim().slice(0, 80),
      inDialog: false,
    });
    const active = root.activeElement;
    const cell = active?.closest('td, th') ?? null;
    const row = rows.findIndex((r) => cell !== null && r === cell.parentElement);
    return {
      where: row < 0 ? 'outside' : active === cell ? 'cell' : 'control',
      row,
      col: row < 0 ? -1 : Array.from(rows[row].cells).indexOf(cell as HTMLTableCellElement),
      controls: rows.map((r) => Array.from(r.cells, (c) => Array.from(c.querySelectorAll(controls))
        .filter((x) => !x.matches(':disabled, [type="hidden"]')).map(describe))),
    };
  }, tag);
}

/**
 * Keyboard only, to a control of the offers grid (issue 25: its rows are one Tab stop, a roving tabindex):
 * from a control of a cell, Escape back to its cell; from outside, Tab into the rows; arrow keys to the cell
 * that holds the control `match` finds; Enter into that cell's first control, then Tab between the cell's
 * controls to it. Returns the focused control.
 */
export async function gridTo(page: Page, tag: string, match: (f: Focused) => boolean, into = true): Promise<Focused> {
  let at = await gridFocus(page, tag);
  if (at.where === 'control') {
    await page.keyboard.press('Escape');
    at = await gridFocus(page, tag);
  }
  if (at.where === 'outside') {
    await pressUntil(page, (f) => f.tag === 'td');
    at = await gridFocus(page, tag);
  }
  if (at.where !== 'cell') throw new Error(`the focus is not on a cell of the grid (${JSON.stringify(await focused(page))})`);
  let target: { row: number; col: number; index: number } | null = null;
  at.controls.forEach((cells, row) => cells.forEach((list, col) => {
    const index = list.findIndex(match);
    if (!target && index >= 0) target = { row, col, index };
  }));
  if (!target) throw new Error('no control of the grid matches');
  const to: { row: number; col: number; index: number } = target;
  for (let i = 0; i < 200 && (at.row !== to.row || at.col !== to.col); i++) {
    const key = at.row !== to.row ? (at.row < to.row ? 'ArrowDown' : 'ArrowUp') : (at.col < to.col ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press(key);
    const next = await gridFocus(page, tag);
    if (next.row === at.row && next.col === at.col) throw new Error(`${key} did not move from row ${at.row}, cell ${at.col}`);
    at = next;
  }
  // `into` false: stays on the control's cell (where a key of the cell's own, as Enter on the delivery cell, acts).
  if (!into) return focused(page);
  await page.keyboard.press('Enter');
  for (let i = 0; i < to.index; i++) await page.keyboard.press('Tab');
  const f = await focused(page);
  if (!match(f)) throw new Error(`the grid's keyboard did not reach the control (focus on ${JSON.stringify(f)})`);
  return f;
}
