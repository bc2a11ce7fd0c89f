// Coming back to a list (issue 12): the last list of each user is kept in the browser (IndexedDB) and
// painted at once on return, then replaced by the server's answer; a 304 when nothing changed; never another
// user's rows; every copy dropped on 401. The built bundle in Chromium against the real server, on the
// server-rendered /bardages page (a return is a full page load); the server is slowed by its fault switch.
import type { BrowserContext, Locator, Page, Request, Response } from 'playwright-core';
import { apiAs } from './support/server';
import { columnChild, eventually, injectFault, openAs, rowValue } from './support/browser';
import { browser, server, useSession } from './support/session';

const LIST = '/ajax/bardages/liste-offres';
const PRESCRIBER = 2;
const OTHER = 3;
const SLOW_MS = 3000;

let context: BrowserContext;
let page: Page;

useSession({ opened: () => context, clearFaults: true });

interface WireOffer { id: number; offre_ref: string; offre_statut: string; projet_nom: string | null }

const table = (): Locator => page.getByRole('grid', { name: 'Offres bardages' });
const bodyRows = (): Locator => table().locator('tbody tr');
const rowOf = (ref: string): Locator => bodyRows().filter({ hasText: ref });

async function offersOf(userId: number): Promise<WireOffer[]> {
  const res = await (await apiAs(server.url, userId)).post(LIST, { userid: userId });
  expect(res.status).toBe(200);
  return (await res.json()) as WireOffer[];
}

/** What the page's IndexedDB keeps (opened without creating the database if it does not exist). */
function keptLists(): Promise<{ user: number; list: string; rows: number; etag: string | null }[]> {
  return page.evaluate(() => new Promise((resolve) => {
    const req = indexedDB.open('terreal-widgets');
    req.onupgradeneeded = () => req.transaction?.abort(); // not created yet: leave it to the widget
    req.onerror = () => resolve([]);
    req.onsuccess = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('lists-v1')) {
        db.close();
        resolve([]);
        return;
      }
      const tx = db.transaction(['lists-v1', 'rows-v1']);
      const lists = tx.objectStore('lists-v1').getAll();
      const rows = tx.objectStore('rows-v1').getAll();
      tx.oncomplete = () => {
        db.close();
        const counts = new Map((rows.result as { id: string; json: string }[]).map((r) => [r.id, (JSON.parse(r.json) as unknown[]).length]));
        resolve((lists.result as { id: string; user: number; list: string; etag: string | null }[])
          .map((l) => ({ user: l.user, list: l.list, rows: counts.get(l.id) ?? 0, etag: l.etag })));
      };
    };
  }));
}

/** Records the list requests and answers of the page. */
function watchList(p: Page): { requests: Request[]; responses: Response[] } {
  const seen = { requests: [] as Request[], responses: [] as Response[] };
  p.on('request', (r) => { if (r.url().endsWith(LIST)) seen.requests.push(r); });
  p.on('response', (r) => { if (r.url().endsWith(LIST)) seen.responses.push(r); });
  return seen;
}

/** Opens /bardages as `userId` and waits until the list is shown and kept in the browser. */
async function visitAndKeep(userId: number): Promise<void> {
  ({ context, page } = await openAs(browser, server.url, userId, '/bardages'));
  await bodyRows().first().waitFor();
  await eventually(async () => expect((await keptLists()).some((l) => l.user === userId && l.rows > 0)).toBe(true));
}

it('return to a list paints the kept rows before the server answers, then the server’s values for a row changed meanwhile', async () => {
  await visitAndKeep(PRESCRIBER);
  const top = (await offersOf(PRESCRIBER)).find((o) => o.offre_statut === '10')!;
  await rowOf(top.offre_ref).waitFor();
  const oldName = top.projet_nom ?? '';
  const newName = `Chantier changé ${Date.now()}`;
  // Meanwhile (e.g. a colleague, or the offer page the user just left) the site name changes.
  const api = await apiAs(server.url, PRESCRIBER);
  expect((await (await api.post('/ajax/bardages/nom-chantier', { offreid: top.id, nomchantier: newName })).json()).statut).toBe('ok');

  await injectFault(server.url, { method: 'POST', path: LIST, delayMs: SLOW_MS });
  const seen = watchList(page);
  const started = Date.now();
  await page.goto('/bardages');
  await rowOf(top.offre_ref).waitFor({ timeout: SLOW_MS - 500 });
  const paintedAfter = Date.now() - started;
  expect(seen.responses).toHaveLength(0); // painted from the kept copy: the server has not answered yet
  expect(paintedAfter).toBeLessThan(SLOW_MS);
  // The site name in its column, or in the row's detail where the column folds at this width (issue 20).
  expect(await rowValue(table(), rowOf(top.offre_ref), 'Chantier')).toBe(oldName);
  expect(seen.responses).toHaveLength(0); // still the kept copy when it was read
  // The request carried the kept copy's tag; the data changed, so the answer is a full 200.
  const sentTag = await seen.requests[0].headerValue('if-none-match');
  expect(sentTag).toMatch(/^"[^"]+"$/);

  await eventually(async () => expect(await rowValue(table(), rowOf(top.offre_ref), 'Chantier')).toBe(newName), SLOW_MS + 5000);
  expect(seen.responses).toHaveLength(1);
  expect(seen.responses[0].status()).toBe(200);
  expect(seen.responses[0].headers().etag).not.toBe(sentTag);
  // The fresh answer is kept in its turn.
  await eventually(async () => expect((await keptLists()).find((l) => l.user === PRESCRIBER)?.etag).toBe(seen.responses[0].headers().etag));
});

it('a 304 is used when nothing changed, and the kept rows stay on screen', async () => {
  await visitAndKeep(PRESCRIBER);
  const refsShown = async () => bodyRows().locator(`td:nth-child(${await columnChild(table(), 'N° offre')})`).allInnerTexts();
  const refs = await refsShown();
  const kept = (await keptLists()).find((l) => l.user === PRESCRIBER)!;
  const seen = watchList(page);
  await page.goto('/bardages');
  await eventually(async () => expect(seen.responses).toHaveLength(1));
  expect(await seen.requests[0].headerValue('if-none-match')).toBe(kept.etag);
  expect(seen.responses[0].status()).toBe(304);
  expect(await page.getByText('une erreur est survenue', { exact: false }).count()).toBe(0);
  await eventually(async () => expect(await table().getAttribute('aria-busy')).toBeNull());
  expect(await refsShown()).toEqual(refs);
});

it('a second user on the same browser never sees the first user’s rows, and the first user’s copy is deleted', async () => {
  await visitAndKeep(PRESCRIBER);
  const first = new Set((await offersOf(PRESCRIBER)).map((o) => o.offre_ref));
  const second = await offersOf(OTHER);
  expect(second.some((o) => first.has(o.offre_ref))).toBe(false);

  // Same browser (same IndexedDB), now signed in as another user; the server is slow to answer.
  const [name, value] = (await apiAs(server.url, OTHER)).cookie.split('=');
  await context.addCookies([{ name, value, url: server.url }]);
  await injectFault(server.url, { method: 'POST', path: LIST, delayMs: SLOW_MS });
  const seen = watchList(page);
  await page.goto('/bardages');
  await table().waitFor();
  // While the answer is awaited: no row at all (nothing kept for this user), certainly none of user 2's. Every
  // frame's rows are read in the page until the list's answer arrives (the wait ends on that answer).
  const answered = page.waitForResponse((r) => r.url().endsWith(LIST));
  const framesRead = page.evaluate(() => new Promise<{ frames: number; texts: string[] }>((resolve) => {
    const texts = new Set<string>();
    let frames = 0;
    const w = window as unknown as { terrealListAnswered?: boolean };
    const tick = () => {
      const root = document.querySelector('terreal-offres-bardages')?.shadowRoot;
      for (const tr of root?.querySelectorAll('tbody tr') ?? []) texts.add(tr.textContent ?? '');
      frames += 1;
      if (w.terrealListAnswered) resolve({ frames, texts: [...texts] });
      else requestAnimationFrame(tick);
    };
    tick();
  }));
  await answered;
  await page.evaluate(() => { (window as unknown as { terrealListAnswered?: boolean }).terrealListAnswered = true; });
  const { frames, texts } = await framesRead;
  expect(frames).toBeGreaterThan(10); // read through the server's delay (SLOW_MS), frame after frame
  expect(texts.filter((text) => [...first].some((ref) => text.includes(ref)))).toEqual([]);
  expect(await seen.requests[0].headerValue('if-none-match')).toBeNull();
  const mine = second.find((o) => o.offre_statut === '10')!;
  await rowOf(mine.offre_ref).waitFor({ timeout: SLOW_MS + 5000 });
  await eventually(async () => expect((await keptLists()).map((l) => l.user)).toEqual([OTHER]));
});

it('a 401 on the list deletes every kept list before going to /login', async () => {
  await visitAndKeep(PRESCRIBER);
  await injectFault(server.url, { method: 'POST', path: LIST, status: 401, body: '{"message":"Unauthenticated."}', contentType: 'application/json' });
  await page.goto('/bardages');
  await page.waitForURL((u) => u.pathname === '/login');
  await eventually(async () => expect(await keptLists()).toEqual([]));
});
