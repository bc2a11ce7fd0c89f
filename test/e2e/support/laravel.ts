// End-to-end support for the Laravel host (demo/laravel): `php -S` started through demo/laravel/start.ts on
// a free port with a fresh database (seeded by the reference server's code) and fresh storage, and a
// signed-in API client. Fails (never skips) when PHP or Laravel is missing, naming the command to run.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { missingPhp } from '../../../demo/laravel/php';
import { launchBrowser } from './browser';
import { spawnTracked, stopLater, stopTracked } from '../../support/processes';
import { apiAs, REPO_ROOT, type ApiClient, type TestServer } from './server';

const START_TIMEOUT_MS = 30_000;

/** The Laravel host on a fresh database; `env` overrides its environment (PORT, TERREAL_PHP, …). */
export async function startLaravel(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const missing = missingPhp(env.TERREAL_PHP || process.env.TERREAL_PHP || 'php');
  if (missing) throw new Error(missing);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-laravel-'));
  const dbPath = path.join(dir, 'terreal.sqlite');
  const child = spawnTracked('Laravel host', process.execPath, ['--import', 'tsx', path.join('demo', 'laravel', 'start.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TERREAL_DB: dbPath, TERREAL_STORAGE: path.join(dir, 'storage'), PHP_CLI_SERVER_WORKERS: '4', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = stopLater(async () => {
    await stopTracked(child); // start.ts stops PHP's server and its workers; stopTracked makes sure of it
    fs.rmSync(dir, { recursive: true, force: true });
  });
  try {
    return { url: await printedUrl(child), dbPath, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

function printedUrl(child: ChildProcess): Promise<string> {
  let out = '';
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => { err += d; });
  return new Promise((resolve, reject) => {
    const fail = (why: string): void => {
      clearTimeout(timer);
      reject(new Error(`Laravel host: ${why}\n--- stderr ---\n${err}`));
    };
    const timer = setTimeout(() => fail(`no URL printed within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = /terreal-widgets Laravel: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => fail(`exited early (code ${code})`));
  });
}

/** The Laravel host and one browser for a test file (both stopped after its last test). */
export function useLaravelAndBrowser(use: (server: TestServer, browser: Browser) => void): void {
  let started: { server: TestServer; browser: Browser } | null = null;
  beforeAll(async () => {
    const [server, browser] = await startBoth(startLaravel(), launchBrowser());
    started = { server, browser };
    use(started.server, started.browser);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.server.stop();
  });
}

type Closable = { stop(): Promise<void> } | { close(): Promise<void> };
const end = (c: Closable): Promise<void> => ('stop' in c ? c.stop() : c.close());

/** Starts two servers (or a server and a browser) together; when one fails, the other is stopped first. */
export async function startBoth<A extends Closable, B extends Closable>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [x, y] = await Promise.allSettled([a, b]);
  if (x.status === 'fulfilled' && y.status === 'fulfilled') return [x.value, y.value];
  for (const r of [x, y]) if (r.status === 'fulfilled') await end(r.value);
  throw x.status === 'rejected' ? x.reason : (y as PromiseRejectedResult).reason;
}

/**
 * A signed-in client (see apiAs). Laravel's `session()->regenerate()` at sign-in also renews the CSRF
 * token, so the token is read again from a page of the new session.
 */
export async function laravelApiAs(baseUrl: string, userId: number): Promise<ApiClient> {
  const signedIn = await apiAs(baseUrl, userId);
  const page = await signedIn.get('/');
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  if (page.status !== 200 || !csrf) throw new Error(`laravelApiAs: no CSRF token for user ${userId} (HTTP ${page.status})`);
  return {
    ...signedIn,
    csrf,
    post: (p, body = {}) => fetch(new URL(p, baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: signedIn.cookie, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'x-csrf-token': csrf,
      },
      body: JSON.stringify(body),
    }),
  };
}
