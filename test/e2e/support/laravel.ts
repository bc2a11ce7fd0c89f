// End-to-end support for the Laravel host (demo/laravel): PHP-FPM behind nginx, started through
// demo/laravel/start.ts on a free port with a fresh database (seeded by the reference server's code) and
// fresh storage, and a signed-in API client. Fails (never skips) when PHP, Laravel, PHP-FPM or nginx is
// missing, naming the command to run.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { missingPhp, nginxBinary, phpFpmBinary } from '../../../demo/laravel/php';
import { launchBrowser } from './browser';
import { spawnTracked, stopLater, stopTracked } from '../../support/processes';
import { apiAs, REPO_ROOT, type ApiClient, type TestServer } from './server';

const START_TIMEOUT_MS = 30_000;

export interface LaravelServer extends TestServer {
  /** start.ts's process. */
  pid: number;
  /** Its storage directory (TERREAL_STORAGE): the web server's pid files are under run/. */
  storage: string;
}

/**
 * The Laravel host on a fresh database; `env` overrides its environment (PORT, TERREAL_PHP, TERREAL_DB,
 * TERREAL_STORAGE, …).
 */
export async function startLaravel(env: NodeJS.ProcessEnv = {}): Promise<LaravelServer> {
  const missing = missingPhp(env.TERREAL_PHP || process.env.TERREAL_PHP || 'php', env.TERREAL_PHP_FPM || phpFpmBinary(), env.TERREAL_NGINX || nginxBinary());
  if (missing) throw new Error(missing);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-laravel-'));
  const dbPath = env.TERREAL_DB ?? path.join(dir, 'terreal.sqlite');
  const storage = env.TERREAL_STORAGE ?? path.join(dir, 'storage');
  const child = spawnTracked('Laravel host', process.execPath, ['--import', 'tsx', path.join('demo', 'laravel', 'start.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TERREAL_DB: dbPath, TERREAL_STORAGE: storage, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = stopLater(async () => {
    await stopTracked(child); // start.ts stops PHP-FPM and nginx; stopTracked makes sure of start.ts
    killWebServer(storage); // and this of them, should start.ts have failed to (their titles hide the run's tag)
    fs.rmSync(dir, { recursive: true, force: true });
  });
  try {
    return { url: await printedUrl(child), dbPath, stop, pid: child.pid!, storage };
  } catch (e) {
    await stop();
    throw e;
  }
}

/**
 * Kills the process groups of the web server's masters still running from `storage` (their pid files under
 * run/, checked against their titles so that a pid used again is left alone).
 */
function killWebServer(storage: string): void {
  for (const [file, title] of [['nginx.pid', 'nginx: master process'], ['php-fpm.pid', 'php-fpm: master process']]) {
    try {
      const pid = Number(fs.readFileSync(path.join(storage, 'run', file), 'utf8').trim());
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').startsWith(title)) continue;
      const pgid = Number(fs.readFileSync(`/proc/${pid}/stat`, 'latin1').replace(/^.*\) /s, '').split(' ')[2]);
      process.kill(-pgid, 'SIGKILL');
    } catch {
      /* not there: stopped as it should be */
    }
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
