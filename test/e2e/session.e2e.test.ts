// Sessions, shared computers and careless hosts (issue 22), with the built bundle in Chromium against the
// real server: a 419 page reloads once then shows `Session expirée`; a host can cancel that reload;
// user 6 after user 5 on the same browser finds none of user 5's offers in IndexedDB, localStorage or
// sessionStorage (a careless host that never signs out; and the reference host's sign-out); a kept copy
// altered in place is dropped; each refused base-url sends nothing; a lost write answer reloads the list.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, injectFault, openAs, plain } from './support/browser';
import { apiAs, signIn } from './support/server';
import { browser, server, useSession } from './support/session';

const LIST = '/ajax/bardages/liste-offres';
const FAMILIES = ['bardages', 'parement', 'veture'] as const;

let context: BrowserContext;
let page: Page;

useSession({ opened: () => context, clearFaults: true });

const widget = (): Locator => page.locator('terreal-offres-bardages');
const bodyRows = (): Locator => widget().getByRole('grid', { name: 'Offres bardages' }).locator('tbody tr');

/** Everything the page's IndexedDB holds, every store of every database, as text. */
function indexedDbText(p: Page): Promise<string> {
  return p.evaluate(async () => {
    const dbs = await indexedDB.databases();
    const out: string[] = [];
    for (const info of dbs) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(name).objectStore(name).getAll();
          req.onsuccess = () => resolve(req.result);
        });
        out.push(JSON.stringify(all));
      }
      db.close();
    }
    return out.join('\n');
  });
}

const webStorageText = (p: Page): Promise<string> => p.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));

/** The kept lists' owners (user ids) in IndexedDB. */
const keptUsers = (p: Page): Promise<number[]> => p.evaluate(() => new Promise<number[]>((resolve) => {
  const req = indexedDB.open('terreal-widgets');
  req.onupgradeneeded = () => req.transaction?.abort();
  req.onerror = () => resolve([]);
  req.onsuccess = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains('lists-v1')) { db.close(); resolve([]); return; }
    const all = db.transaction('lists-v1').objectStore('lists-v1').getAll();
    all.onsuccess = () => { db.close(); resolve((all.result as { user: number }[]).map((l) => l.user)); };
  };
}));

async function refsOf(userId: number): Promise<string[]> {
  const api = await apiAs(server.url, userId);
  const refs: string[] = [];
  for (const family of FAMILIES) {
    const res = await api.post(`/ajax/${family}/liste-offres`, { userid: userId });
    refs.push(...((await res.json()) as { offre_ref: string }[]).map((o) => o.offre_ref));
  }
  return refs;
}

/** Visits the three offer lists with a search typed (kept in the tab) and waits until each list is kept. */
async function useTheLists(userId: number): Promise<void> {
  for (const family of FAMILIES) {
    await page.goto(`/${family}`);
    const el = page.locator(`terreal-offres-${family}`);
    await el.locator('tbody tr').first().waitFor();
    await el.getByRole('searchbox', { name: 'Rechercher' }).fill('e');
    await eventually(async () => expect((await keptUsers(page)).filter((u) => u === userId).length).toBeGreaterThanOrEqual(FAMILIES.indexOf(family) + 1));
  }
}

describe('419 on the list: one reload per page session, then the dialog', () => {
  it('the page reloads once, then shows Session expirée; no third load', async () => {
    await injectFault(server.url, { method: 'POST', path: LIST, status: 419, body: '{"message":"CSRF token mismatch."}', contentType: 'application/json', times: 20 });
    ({ context, page } = await openAs(browser, server.url, 2, '/login'));
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const lists: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith(LIST)) lists.push(r.url()); });
    await page.goto('/bardages');
    const dialog = widget().getByRole('dialog', { name: 'Session expirée' });
    await dialog.waitFor();
    expect(plain(await dialog.innerText())).toContain('La session a expiré. Veuillez recharger cette page.');
    expect(lists).toHaveLength(2); // the first load, and the one after the reload
    expect(loads).toHaveLength(2);
    const kept = await page.evaluate(() => sessionStorage.getItem('terreal-widgets:rechargement-session'));
    expect(JSON.parse(kept!)).toMatchObject({ status: 419, at: expect.any(Number) });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(widget().getByRole('alert').innerText()).resolves.toContain('La session a expiré');
    expect(loads).toHaveLength(2);
  });

  it('a host that cancels terreal-session-expired keeps its page: no reload, the event carried {status: 419}', async () => {
    await injectFault(server.url, { method: 'POST', path: LIST, status: 419, body: '{}', contentType: 'application/json', times: 5 });
    ({ context, page } = await openAs(browser, server.url, 2, '/login'));
    await page.addInitScript(() => {
      document.addEventListener('terreal-session-expired', (e) => {
        e.preventDefault();
        (window as unknown as { expired: unknown[] }).expired = [...((window as unknown as { expired?: unknown[] }).expired ?? []),
          { status: (e as CustomEvent).detail.status, bubbles: e.bubbles, composed: e.composed, target: (e.composedPath()[0] as Element).tagName }];
      });
    });
    let loads = 0;
    page.on('load', () => { loads += 1; });
    await page.goto('/bardages');
    await widget().getByRole('alert').filter({ hasText: 'La session a expiré' }).waitFor();
    const expired = await page.evaluate(() => (window as unknown as { expired: unknown[] }).expired);
    expect(expired).toEqual([{ status: 419, bubbles: true, composed: true, target: 'TERREAL-OFFRES-BARDAGES' }]);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('terreal-widgets:rechargement-session'))).toBeNull();
  });
});

describe('nothing of user 5 is left for user 6', () => {
  it('a host that never signs out: when user 6\'s widgets start, none of user 5\'s offers is in IndexedDB, localStorage or sessionStorage', async () => {
    const refs5 = await refsOf(5);
    expect(refs5.length).toBeGreaterThan(0);
    ({ context, page } = await openAs(browser, server.url, 5, '/login'));
    await useTheLists(5);
    expect((await indexedDbText(page)).includes(refs5[0])).toBe(true); // user 5's offers are kept meanwhile

    await signIn(page, server.url, 6, '/parement'); // the next person, same browser, no sign-out
    await page.locator('terreal-offres-parement').locator('tbody tr').first().waitFor();
    await eventually(async () => expect(await keptUsers(page)).not.toContain(5));
    const kept = `${await indexedDbText(page)}\n${await webStorageText(page)}`;
    expect(refs5.filter((ref) => kept.includes(ref))).toEqual([]);
    expect(kept).not.toContain('terreal-widgets:offres:bardages:5');
  });

  it('the reference host\'s sign-out (Clear-Site-Data: "storage") leaves nothing either', async () => {
    const refs5 = await refsOf(5);
    ({ context, page } = await openAs(browser, server.url, 5, '/login'));
    await useTheLists(5);
    await Promise.all([page.waitForURL(/\/login/), page.getByRole('button', { name: 'Se déconnecter' }).click()]);
    await eventually(async () => expect(await keptUsers(page)).toEqual([]));
    const kept = `${await indexedDbText(page)}\n${await webStorageText(page)}`;
    expect(refs5.filter((ref) => kept.includes(ref))).toEqual([]);
  });
});

it('a kept copy altered in place (same ETag) is dropped: the list shows the server\'s rows, no script error', async () => {
  ({ context, page } = await openAs(browser, server.url, 2, '/bardages'));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await bodyRows().first().waitFor();
  await eventually(async () => expect(await keptUsers(page)).toContain(2));
  // Poison the rows in place, keeping the record and its ETag.
  await page.evaluate(() => new Promise<void>((resolve, reject) => {
    const req = indexedDB.open('terreal-widgets');
    req.onsuccess = () => {
      const db = req.result;
      const tx = db.transaction('rows-v1', 'readwrite');
      const store = tx.objectStore('rows-v1');
      const all = store.getAll();
      all.onsuccess = () => {
        for (const r of all.result as { id: string; json: string }[]) store.put({ id: r.id, json: JSON.stringify([null, ...JSON.parse(r.json).slice(1)]) });
      };
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }));
  await page.reload();
  await bodyRows().first().waitFor();
  await eventually(async () => expect(await widget().getByRole('grid', { name: 'Offres bardages' }).getAttribute('aria-busy')).not.toBe('true'));
  expect(await bodyRows().count()).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});

describe('base-url that leaves the origin: refused, no request leaves', () => {
  it.each(['//evil.example', '/\\evil.example', '\\\\evil.example', ' //evil.example'])('%j', async (baseUrl) => {
    ({ context, page } = await openAs(browser, server.url, 2, '/login'));
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.evaluate(async (base) => {
      const meta = Object.assign(document.createElement('meta'), { name: 'csrf-token', content: 'jeton' });
      document.head.append(meta);
      for (const tag of ['terreal-contacts', 'terreal-offres-bardages']) {
        const el = document.createElement(tag);
        el.setAttribute('userid', '2');
        el.setAttribute('base-url', base);
        document.body.append(el);
      }
      await new Promise<void>((resolve) => {
        const s = Object.assign(document.createElement('script'), { src: '/dist/terreal-widgets.js' });
        s.onload = () => resolve();
        document.head.append(s);
      });
    }, baseUrl);
    for (const tag of ['terreal-contacts', 'terreal-offres-bardages']) {
      await page.locator(tag).getByRole('alert').filter({ hasText: 'Adresse du serveur refusée' }).waitFor();
    }
    const origin = new URL(server.url).origin;
    expect(requests.filter((u) => !u.startsWith(origin) || /\/ajax\/|\/contacts\/list\//.test(u))).toEqual([]);
    expect(errors.filter((t) => t.includes('"base-url"'))).toHaveLength(2);
  });
});

it('a status change whose answer is lost (the server applied it): says so, and the list shows the server\'s value', async () => {
  ({ context, page } = await openAs(browser, server.url, 2, '/bardages'));
  await bodyRows().first().waitFor();
  await widget().getByRole('combobox', { name: 'Filtrer par statut' }).selectOption({ label: 'Tous' });
  const offers = (await (await (await apiAs(server.url, 2)).post(LIST, { userid: 2 })).json()) as { id: number; offre_ref: string }[];
  const ref = offers.sort((a, b) => b.id - a.id)[0].offre_ref; // the first row (newest first)
  const select = widget().getByRole('combobox', { name: `Statut de l'offre ${ref}` });
  const before = await select.inputValue();
  const next = before === '30' ? '40' : '30';
  await page.route('**/ajax/bardages/statut-offre', async (route) => {
    await route.fetch(); // reaches the server, which applies it…
    await route.abort('connectionreset'); // …and the answer is lost
  });
  const lists: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith(LIST)) lists.push(r.url()); });
  await select.selectOption(next);
  const dialog = widget().getByRole('dialog', { name: "Erreur lors de l'exécution de la demande" });
  await dialog.waitFor();
  // What the server now holds, from the list loaded again: never "not changed" for what may have been applied.
  const label = { '30': 'Perdu', '40': 'Non retenue' }[next];
  expect(plain(await dialog.innerText())).toContain(`${ref} : statut inconnu, la liste a été rechargée — statut actuel : ${label}`);
  await eventually(() => expect(lists.length).toBeGreaterThanOrEqual(1));
  const stored = ((await (await (await apiAs(server.url, 2)).post(LIST, { userid: 2 })).json()) as { offre_ref: string; offre_statut: string }[])
    .find((o) => o.offre_ref === ref)!;
  expect(stored.offre_statut).toBe(next);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await eventually(async () => expect(await widget().getByRole('combobox', { name: `Statut de l'offre ${ref}` }).inputValue()).toBe(next));
});
