// The set-up every browser test file shares: the server (the reference one, or the Laravel host) and
// Chromium started once for the file, and after each test what the test opened closed (a host page's
// script errors and window dialogs checked first) and, when asked, the injected faults cleared.
// `server` and `browser` are live bindings: set before the file's first test, read by the tests.
import type { Browser, BrowserContext } from 'playwright-core';
import { scriptErrors, type HostPage } from './adversarial';
import { clearFaults, useServerAndBrowser } from './browser';
import { useLaravelAndBrowser } from './laravel';
import type { TestServer } from './server';

export let server: TestServer;
export let browser: Browser;

export interface SessionOptions {
  /** What the test opened, closed after it: a context (openAs) or a host page (openHost). */
  opened?(): BrowserContext | HostPage | null | undefined;
  /**
   * For a host page: which of its records must be empty after each test. Default: none. `scriptErrors`
   * allows the browser's own reports of failed answers (a 500 the test asked for), nothing else.
   */
  expectNone?: readonly ('scriptErrors' | 'dialogs')[];
  /** Clear the injected faults after each test; a function says whether to (not once the server is stopped). */
  clearFaults?: boolean | (() => boolean);
  /** The Laravel host instead of the reference server. */
  laravel?: boolean;
}

const isHostPage = (o: BrowserContext | HostPage): o is HostPage => 'errors' in o && 'dialogs' in o;

/** Registers the file's beforeAll / afterAll (server and browser) and afterEach (see above). */
export function useSession(options: SessionOptions = {}): void {
  const start = options.laravel ? useLaravelAndBrowser : useServerAndBrowser;
  start((s, b) => { server = s; browser = b; });
  /** The last thing closed: a test that opened nothing must not check or close it again. */
  let closed: BrowserContext | HostPage | null = null;
  afterEach(async () => {
    const opened = options.opened?.() ?? null;
    if (opened && opened !== closed) {
      closed = opened;
      const context = isHostPage(opened) ? opened.context : opened;
      try {
        const expectNone = isHostPage(opened) ? options.expectNone ?? [] : [];
        if (isHostPage(opened) && expectNone.includes('scriptErrors')) expect(scriptErrors(opened.errors)).toEqual([]);
        if (isHostPage(opened) && expectNone.includes('dialogs')) expect(opened.dialogs).toEqual([]);
      } finally {
        await context.close();
      }
    }
    const clear = typeof options.clearFaults === 'function' ? options.clearFaults() : options.clearFaults ?? false;
    if (clear) await clearFaults(server.url);
  });
}
