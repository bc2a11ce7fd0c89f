// Firefox ESR and WebKit, the other browsers sales staff use (Firefox on Windows, Safari on Mac and iPad):
// Debian's `firefox-esr` driven over WebDriver BiDi by puppeteer-core, and WebKitGTK (Safari's engine) by
// Debian's `WebKitWebDriver` under Xvfb, driven by selenium-webdriver. Both behind one small interface, so
// a daily-use test reads the same in each: real pointer clicks and real key presses (trusted events),
// page scripts for reading what is shown. Every process is tracked (test/support/processes.ts).
import fs from 'node:fs';
import net from 'node:net';
import puppeteer, { type Browser as PBrowser, type Page as PPage } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { launchTracked, spawnTracked, stopLater, stopTracked } from '../../support/processes';

export type OtherBrowser = 'firefox' | 'webkit';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser']
  .find((p) => fs.existsSync(p)) ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Keys by their W3C names, as the tests write them, or one character. */
type NamedKey = 'Tab' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'Backspace' | 'F2';
export type KeyName = NamedKey | 'z' | 'f' | '/';

/**
 * What a test finds: inside `tag`'s shadow root, the first element matching `css` whose accessible name
 * (aria-label, else its text, trimmed) is `name` (any when absent). Written as data, run in the page.
 */
export interface Find { tag: string; css: string; name?: string }

export interface Drive {
  readonly name: string;
  /** A fresh page (own cookies and storage) at `size`, signed in as `userId` through the /login form, then at `path`. */
  open(origin: string, path: string, userId: number, size: { width: number; height: number }): Promise<void>;
  /** Goes to `path` on the page's origin, as a link would, and waits for it to load. */
  go(path: string): Promise<void>;
  /** The browser's Back, waiting for the page before to be shown again (from its back-forward cache or loaded). */
  back(): Promise<void>;
  /** Runs `fn` (source of a function) in the page with JSON arguments; gives its JSON result. */
  run<T>(fn: string, ...args: unknown[]): Promise<T>;
  click(find: Find): Promise<void>;
  focus(find: Find): Promise<void>;
  press(key: KeyName, modifiers?: { shift?: boolean; ctrl?: boolean }): Promise<void>;
  type(text: string): Promise<void>;
  /** Script errors the page reported (window `error` and `unhandledrejection`) since it was opened. */
  errors(): Promise<string[]>;
  /** Closes the page (and its context). */
  closePage(): Promise<void>;
  quit(): Promise<void>;
}

/**
 * In the page: the element a Find names (null when none). Its name: aria-label, else the text of its
 * aria-labelledby or of its <label>, else its own text.
 */
export const FIND = `function find(f) {
  const root = document.querySelector(f.tag)?.shadowRoot;
  if (!root) return null;
  const text = (e) => (e?.textContent ?? '').replace(/\\s+/g, ' ').trim();
  // A label's own words, without the control it wraps (a select's options).
  const labelText = (l) => { const c = l.cloneNode(true); c.querySelectorAll('select,input,textarea').forEach((x) => x.remove()); return text(c); };
  const named = (e) => e.getAttribute('aria-label')
    ?? (e.getAttribute('aria-labelledby') ? text(root.getElementById(e.getAttribute('aria-labelledby'))) : null)
    ?? (e.labels && e.labels.length ? labelText(e.labels[0]) : text(e));
  return Array.from(root.querySelectorAll(f.css)).find((e) => f.name === undefined || named(e) === f.name) ?? null;
}`;

/** In the page: the sign-in form's user chosen, the form sent (it then goes to its `next`). */
const SIGN_IN = (userId: number) => `document.getElementById('user_id').value = ${JSON.stringify(String(userId))}; document.querySelector('form[action="/login"]').submit();`;
const signInUrl = (origin: string, path: string) => new URL(`/login?next=${encodeURIComponent(path)}`, origin).href;

/** In the page, right after load: records script errors for `errors()`. */
const WATCH_ERRORS = `window.__terrealErrors = [];
window.addEventListener('error', (e) => window.__terrealErrors.push(String(e.message || e.error)));
window.addEventListener('unhandledrejection', (e) => window.__terrealErrors.push(String(e.reason)));`;

/** In the page (an async WebDriver script: its last argument is the callback): its origin's storage and databases gone. */
const FORGET_STORAGE = `const done = arguments[arguments.length - 1];
localStorage.clear();
sessionStorage.clear();
(indexedDB.databases ? indexedDB.databases() : Promise.resolve([]))
  .then((dbs) => Promise.all(dbs.map((db) => new Promise((r) => { const q = indexedDB.deleteDatabase(db.name); q.onsuccess = q.onerror = q.onblocked = r; }))))
  .then(() => done(), () => done());`;

const noSuch = (f: Find): Error => new Error(`no ${f.css}${f.name === undefined ? '' : ` named "${f.name}"`} in ${f.tag}`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    }).on('error', reject);
  });
}

// ---- Firefox ESR: puppeteer-core over WebDriver BiDi ---------------------------------------------------

async function firefox(): Promise<Drive> {
  if (!fs.existsSync(FIREFOX_PATH)) throw new Error(`Firefox ESR missing at ${FIREFOX_PATH}. Install it with: apt-get install -y firefox-esr`);
  const { value: browser, stop } = await launchTracked('Firefox ESR', (env) =>
    puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, env: env as Record<string, string> }));
  stopLater(async () => {
    await Promise.race([browser.close().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000).unref())]);
    stop();
  });
  let context: Awaited<ReturnType<PBrowser['createBrowserContext']>> | null = null;
  let page: PPage | null = null;
  const current = (): PPage => {
    if (!page) throw new Error('no page open');
    return page;
  };
  const handle = async (f: Find) => {
    const h = (await current().evaluateHandle(`(${FIND})(${JSON.stringify(f)})`)).asElement();
    if (!h) throw noSuch(f);
    return h as NonNullable<typeof h> & { click(): Promise<void>; focus(): Promise<void> };
  };
  return {
    name: 'Firefox ESR',
    async open(origin, path, userId, size) {
      await context?.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.setViewport(size);
      await page.goto(signInUrl(origin, path));
      await Promise.all([page.waitForNavigation(), page.evaluate(SIGN_IN(userId))]);
      await page.evaluate(WATCH_ERRORS);
    },
    async go(path) {
      await current().goto(new URL(path, current().url()).href);
    },
    async back() {
      await current().goBack();
    },
    run: async <T,>(fn: string, ...args: unknown[]) => (await current().evaluate(`(${fn})(...${JSON.stringify(args)})`)) as T,
    click: async (f) => (await handle(f)).click(),
    focus: async (f) => (await handle(f)).focus(),
    async press(key, mods = {}) {
      const k = current().keyboard;
      if (mods.ctrl) await k.down('Control');
      if (mods.shift) await k.down('Shift');
      await k.press(key);
      if (mods.shift) await k.up('Shift');
      if (mods.ctrl) await k.up('Control');
    },
    type: async (text) => current().keyboard.type(text),
    errors: async () => (await current().evaluate('window.__terrealErrors ?? []')) as string[],
    async closePage() {
      await context?.close();
      context = null;
      page = null;
    },
    quit: async () => browser.close(),
  };
}

// ---- WebKit: WebKitWebDriver (WebKitGTK's MiniBrowser) under Xvfb, selenium-webdriver ------------------

const SELENIUM_KEYS: Record<NamedKey, string> = {
  Tab: Key.TAB, Enter: Key.ENTER, Escape: Key.ESCAPE, ArrowDown: Key.ARROW_DOWN, ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, Home: Key.HOME, End: Key.END, Backspace: Key.BACK_SPACE,
  F2: Key.F2,
};

async function webkit(): Promise<Drive> {
  if (!fs.existsSync(WEBKIT_DRIVER)) throw new Error(`WebKitWebDriver missing at ${WEBKIT_DRIVER}. Install it with: apt-get install -y webkit2gtk-driver xvfb`);
  const port = await freePort();
  const server = spawnTracked('WebKitWebDriver', 'xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', WEBKIT_DRIVER, `--port=${port}`], { stdio: 'ignore' });
  const stopServer = () => stopTracked(server);
  stopLater(stopServer);
  const url = `http://127.0.0.1:${port}`;
  // The driver answers once Xvfb and it are up.
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/status`).then((r) => r.ok, () => false);
    if (up) break;
    if (i > 100) throw new Error('WebKitWebDriver did not start within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  // One session for the whole suite: starting a MiniBrowser session now and then stalled for most of a
  // minute under load (seen in CI: a test timed out inside `new Builder().build()`), one per page made that
  // eight chances a run. Pages are isolated instead by forgetting what the last one kept (closePage).
  let session: Promise<WebDriver> | null = null;
  let driver: WebDriver | null = null;
  const startSession = async (): Promise<WebDriver> => {
    const d = await new Builder().usingServer(url).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    }).build();
    await d.manage().setTimeouts({ script: 10_000, pageLoad: 20_000 });
    return d;
  };
  // Started now (the suite's beforeAll), so a slow start is the set-up's and not a test's. A start that
  // has not answered in 25 s is abandoned (its MiniBrowser goes with the driver's process group) for a second.
  for (let attempt = 1; !session; attempt++) {
    const started = startSession();
    const late = new Promise<null>((r) => setTimeout(() => r(null), 25_000).unref());
    const d = await Promise.race([started, late]);
    if (d) session = Promise.resolve(d);
    else {
      started.then((x) => x.quit(), () => undefined).catch(() => undefined);
      if (attempt === 2) throw new Error('WebKit: WebKitWebDriver did not open a MiniBrowser session in 2 × 25 s');
    }
  }
  const current = (): WebDriver => {
    if (!driver) throw new Error('no page open');
    return driver;
  };
  const element = async (f: Find): Promise<WebElement> => {
    const el = (await current().executeScript(`return (${FIND})(arguments[0])`, f)) as WebElement | null;
    if (!el) throw noSuch(f);
    return el;
  };
  /** The next page starts as a new visitor's: no cookie, no storage, no IndexedDB (the kept copies). */
  const forgetPage = async (d: WebDriver): Promise<void> => {
    if ((await d.getCurrentUrl()).startsWith('http')) {
      await d.executeAsyncScript(FORGET_STORAGE);
      await d.manage().deleteAllCookies();
    }
    await d.get('about:blank');
  };
  return {
    name: 'WebKit',
    async open(origin, path, userId, size) {
      const d = await session!;
      if (driver) await forgetPage(driver);
      driver = d;
      await tstep('rect', d.manage().window().setRect({ width: size.width, height: size.height }));
      await tstep('get', d.get(signInUrl(origin, path)));
      await tstep('signin', d.executeScript(SIGN_IN(userId)));
      for (let i = 0; (await d.getCurrentUrl()).includes('/login'); i++) {
        if (i > 100) throw new Error('WebKit: the sign-in did not leave /login within 10 s');
        await new Promise((r) => setTimeout(r, 100));
      }
      await d.executeScript(WATCH_ERRORS);
    },
    // WebDriver's own navigation: it returns once the page is there. A script setting location.href or calling
    // history.back() returns at once, and the next script may reach WebKit mid-navigation (a CI run once spent
    // the phone test's whole 30 s after such a script; alone it takes 2 s).
    async go(path) {
      const d = current();
      await d.get(new URL(path, await d.getCurrentUrl()).href);
    },
    async back() {
      await current().navigate().back();
    },
    run: async <T,>(fn: string, ...args: unknown[]) => (await current().executeScript(`return (${fn})(...arguments)`, ...args)) as T,
    click: async (f) => (await element(f)).click(),
    focus: async (f) => { await current().executeScript('arguments[0].focus()', await element(f)); },
    async press(key, mods = {}) {
      let a = current().actions();
      if (mods.ctrl) a = a.keyDown(Key.CONTROL);
      if (mods.shift) a = a.keyDown(Key.SHIFT);
      const k = key.length === 1 ? key : SELENIUM_KEYS[key as NamedKey];
      a = a.keyDown(k).keyUp(k);
      if (mods.shift) a = a.keyUp(Key.SHIFT);
      if (mods.ctrl) a = a.keyUp(Key.CONTROL);
      await a.perform();
    },
    type: async (text) => current().actions().sendKeys(text).perform(),
    errors: async () => ((await current().executeScript('return window.__terrealErrors ?? []')) as string[]),
    async closePage() {
      const d = driver;
      driver = null;
      if (d) await forgetPage(d);
    },
    async quit() {
      driver = null;
      const d = await session?.catch(() => null);
      session = null;
      await d?.quit().catch(() => undefined);
      await stopServer();
    },
  };
}

// TERREAL_DRIVE_TRACE=<file>: every driver call and the steps of WebKit's `open`, with their time, appended
// to <file> (how the stalled session start was found; cheap to keep for the next stall).
const TRACE = process.env.TERREAL_DRIVE_TRACE;
export const tstep = async <T,>(what: string, p: Promise<T>): Promise<T> => {
  if (!TRACE) return p;
  const t = Date.now();
  fs.appendFileSync(TRACE, `${new Date().toISOString()} > ${what}\n`);
  try { return await p; } finally { fs.appendFileSync(TRACE, `${new Date().toISOString()} < ${what} ${Date.now() - t} ms\n`); }
};
const traced = (d: Drive): Drive => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, typeof v === 'function'
  ? (...a: unknown[]) => tstep(`${k} ${JSON.stringify(a).slice(0, 120)}`, (v as (...x: unknown[]) => Promise<unknown>).apply(d, a))
  : v])) as unknown as Drive;
export const launchOther = async (which: OtherBrowser): Promise<Drive> => traced(await (which === 'firefox' ? firefox() : webkit()));
