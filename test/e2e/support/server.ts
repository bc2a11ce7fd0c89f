// End-to-end support: the real demo server as a child process on a fresh database, and sign-in helpers.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { spawnTracked, stopLater, stopTracked } from '../../support/processes';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const START_TIMEOUT_MS = 20_000;

export interface TestServer { url: string; dbPath: string; stop(): Promise<void> }

/** Spawns `node --import tsx demo/server/main.ts` with PORT=0, TERREAL_FAULTS=1 and a temp database; `env` adds to its environment. */
export async function startTestServer(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-e2e-'));
  const dbPath = path.join(dir, 'terreal.sqlite');
  const child = spawnTracked('reference server', process.execPath, ['--import', 'tsx', path.join('demo', 'server', 'main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TERREAL_DB: dbPath, TERREAL_FAULTS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = stopLater(async () => {
    await stopTracked(child);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
  try {
    return { url: await waitForUrl(child, () => stderr), dbPath, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

function waitForUrl(child: ChildProcess, stderr: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const fail = (why: string): void => {
      clearTimeout(timer);
      reject(new Error(`demo server: ${why}\n--- stderr ---\n${stderr()}`));
    };
    const timer = setTimeout(() => fail(`no URL printed within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = /terreal-widgets demo: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code, signal) => fail(`exited early (code ${code}, signal ${signal})`));
    child.once('error', (e) => fail(e.message));
  });
}



const join = (base: string, p: string): string => new URL(p.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`).toString();

/** Signs in through the real /login form (selects the user, submits) and waits for the redirect. */
export async function signIn(page: Page, baseUrl: string, userId: number, next = '/'): Promise<void> {
  await page.goto(join(baseUrl, `/login?next=${encodeURIComponent(next)}`));
  await page.selectOption('form[action="/login"] select[name="user_id"]', String(userId));
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/login')),
    page.click('form[action="/login"] button[type="submit"]'),
  ]);
}

export interface ApiClient {
  csrf: string;
  cookie: string;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
}

/** A signed-in fetch client for seeding and checking state from tests (JSON POSTs with X-CSRF-TOKEN). */
export async function apiAs(baseUrl: string, userId: number): Promise<ApiClient> {
  const login = await fetch(join(baseUrl, '/login'));
  const guest = sessionCookie(login);
  const loginToken = /<meta name="csrf-token" content="([^"]+)"/.exec(await login.text())?.[1];
  if (!guest || !loginToken) throw new Error('apiAs: no session cookie or CSRF token on /login');
  const res = await fetch(join(baseUrl, '/login'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: guest },
    body: new URLSearchParams({ user_id: String(userId), _token: loginToken }).toString(),
  });
  const cookie = sessionCookie(res);
  if (res.status !== 302 || !cookie) throw new Error(`apiAs: sign-in as ${userId} failed (HTTP ${res.status})`);
  // Signing in renews the CSRF token (the /login page's is refused afterwards): read it from a signed-in page.
  const home = await fetch(join(baseUrl, '/'), { headers: { cookie }, redirect: 'manual' });
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await home.text())?.[1];
  if (home.status !== 200 || !csrf) throw new Error(`apiAs: no CSRF token for user ${userId} (HTTP ${home.status})`);
  const headers = { cookie, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  return {
    csrf,
    cookie,
    get: (p) => fetch(join(baseUrl, p), { headers, redirect: 'manual' }),
    post: (p, body = {}) => fetch(join(baseUrl, p), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify(body),
    }),
  };
}

/** 'terreal_session=…' from a response's Set-Cookie, or ''. */
export function sessionCookie(res: Response): string {
  const all = res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''];
  for (const c of all) {
    const m = /(?:^|,\s*)(terreal_session=[^;]+)/.exec(c);
    if (m) return m[1];
  }
  return '';
}
