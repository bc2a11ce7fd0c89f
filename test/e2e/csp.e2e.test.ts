// The Content-Security-Policy of issue 10 in Chromium: every page of the demo server loads with no CSP
// violation and no script error, its widget renders its rows styled (constructable stylesheets are not
// blocked), and the host scripts (app, QA page) still run.
import type { Page } from 'playwright-core';
import { openAs } from './support/browser';
import { browser, server, useSession } from './support/session';
import { apiAs } from './support/server';

useSession();

const PRESCRIBER = 2;

/** Records CSP violations (from the first script on) and script errors of the page. */
async function watch(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { errors };
}
const violations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** The widget's rows are shown and its shadow root is styled by its constructable stylesheets. */
async function widgetStyled(page: Page, tag: string): Promise<{ sheets: number; rules: number; thPadding: string; plainThPadding: string }> {
  await page.locator(tag).locator('tbody tr td').first().waitFor();
  return page.locator(tag).evaluate((host) => {
    const root = host.shadowRoot!;
    const plain = document.createElement('table');
    plain.innerHTML = '<tr><th>x</th></tr>';
    document.body.append(plain);
    const plainThPadding = getComputedStyle(plain.querySelector('th')!).paddingLeft;
    plain.remove();
    return {
      sheets: root.adoptedStyleSheets.length,
      rules: root.adoptedStyleSheets.reduce((n, s) => n + s.cssRules.length, 0),
      thPadding: getComputedStyle(root.querySelector('th')!).paddingLeft,
      plainThPadding,
    };
  });
}

const firstId = async (path: string): Promise<number> => {
  const api = await apiAs(server.url, PRESCRIBER);
  const rows = await (path === 'contacts' ? api.get(`/contacts/list/${PRESCRIBER}`) : api.post(`/ajax/${path}/liste-offres`, { userid: PRESCRIBER })).then((r) => r.json());
  return rows[0].id;
};

const WIDGET_PAGES: [string, string][] = [
  ['/contacts', 'terreal-contacts'], ['/bardages', 'terreal-offres-bardages'], ['/parement', 'terreal-offres-parement'],
  ['/veture?o=kess', 'terreal-offres-veture'], ['/app/contacts', 'terreal-contacts'], ['/app/bardages', 'terreal-offres-bardages'],
  ['/app/veture', 'terreal-offres-veture'], ['/legacy/contacts', 'terreal-contacts'], ['/legacy/parement', 'terreal-offres-parement'],
  ['/legacy/veture', 'terreal-offres-veture'], ['/demo', 'terreal-contacts'], ['/portail/bardages', 'terreal-offres-bardages'],
];

it.each(WIDGET_PAGES)('%s: no violation, %s shows its rows, styled', async (path, tag) => {
  const { context, page } = await openAs(browser, server.url, PRESCRIBER, 'about:blank');
  try {
    const { errors } = await watch(page);
    const res = await page.goto(path);
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
    const styled = await widgetStyled(page, tag);
    expect(styled.sheets).toBeGreaterThan(0);
    expect(styled.rules).toBeGreaterThan(10);
    expect(styled.thPadding).not.toBe(styled.plainThPadding);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('pages without a widget: login, home, Leopard, edit and new-offer pages, an error page', async () => {
  const [contact, offer] = [await firstId('contacts'), await firstId('veture')];
  const { context, page } = await openAs(browser, server.url, PRESCRIBER, 'about:blank');
  try {
    const { errors } = await watch(page);
    for (const path of ['/', '/leopard/P-1?projet=LEO-1', `/contacts/${contact}`, `/veture/offres/edition/${offer}`,
      '/parement/nouvelle/terreal', '/veture/nouvelle/kess', '/nope', '/login']) {
      await page.goto(path);
      await page.locator('main, .container').first().waitFor();
      expect([path, await violations(page)]).toEqual([path, []]);
    }
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  } finally {
    await context.close();
  }
});

it('the host scripts run: the app routes without reload, the QA page switches tabs and logs events', async () => {
  const { context, page } = await openAs(browser, server.url, PRESCRIBER, 'about:blank');
  try {
    const { errors } = await watch(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Bardages' }).click();
    await page.waitForURL((u) => u.pathname === '/app/bardages');
    await page.locator('terreal-offres-bardages').locator('tbody tr td').first().waitFor();
    expect(await violations(page)).toEqual([]); // same document: the app's router ran

    await page.goto('/demo');
    await page.getByRole('tab', { name: 'terreal-offres-parement' }).click();
    expect(await page.getByRole('tab', { name: 'terreal-offres-parement' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('terreal-offres-parement').locator('tbody tr td').first().waitFor();
    expect(await page.locator('#qa-markup').textContent()).toContain('<terreal-offres-parement');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('signing out and in through the forms works under form-action', async () => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    await watch(page);
    await page.goto('/login?next=/contacts');
    await page.selectOption('select[name="user_id"]', String(PRESCRIBER));
    await Promise.all([page.waitForURL((u) => u.pathname === '/contacts'), page.click('form[action="/login"] button[type="submit"]')]);
    expect(await violations(page)).toEqual([]);
    await Promise.all([page.waitForURL((u) => u.pathname === '/login'), page.getByRole('button', { name: 'Se déconnecter' }).click()]);
    expect(await violations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

it('the policy is enforced: an inline script added to a page does not run and is reported', async () => {
  const { context, page } = await openAs(browser, server.url, PRESCRIBER, 'about:blank');
  try {
    await watch(page);
    await page.goto('/contacts');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__ran = true';
      document.body.append(s);
    });
    await page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.length > 0);
    expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
  } finally {
    await context.close();
  }
});
