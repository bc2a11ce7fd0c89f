// The Laravel host's processes (demo/laravel/start.ts: PHP-FPM behind nginx), as a team runs them:
// `kill -9` of any of them (start.ts, a master, a worker) leaves nothing answering on the port and a restart
// on the same port answers, as does a normal stop; slow clients are cut off, an oversized address is
// answered 414 and a body over 1 MB 413.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { laravelApiAs, startLaravel, type LaravelServer } from './support/laravel';

/** How soon nothing may answer on the port once a process of the host is killed. */
const GONE_WITHIN_MS = 5_000;
/** nginx's client_header_timeout and client_body_timeout (demo/laravel/etc/nginx.conf). */
const CLIENT_TIMEOUT_MS = 5_000;
const CASE_MS = 120_000;

const portOf = (s: LaravelServer): number => Number(new URL(s.url).port);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A process's parent and state (Linux /proc), or null when it is gone. */
function stat(pid: number): { ppid: number; state: string } | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'latin1').replace(/^.*\) /s, '').split(' ');
    return { state: fields[0], ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}
/** Gone, or a zombie nobody reaps (this machine's init): either way it answers nothing. */
const dead = (pid: number): boolean => (stat(pid)?.state ?? 'Z') === 'Z';

const cmdline = (pid: number): string => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
};

/** The live children of `pid` whose command line starts with `title`. */
function children(pid: number, title: string): number[] {
  return fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e)).map(Number)
    .filter((p) => stat(p)?.ppid === pid && !dead(p) && cmdline(p).startsWith(title));
}

const pidFile = (s: LaravelServer, name: string): number => Number(fs.readFileSync(path.join(s.storage, 'run', name), 'utf8').trim());

/** Every process of a started host, by kind. */
function processesOf(s: LaravelServer) {
  const fpm = pidFile(s, 'php-fpm.pid');
  const nginx = pidFile(s, 'nginx.pid');
  return {
    'start.ts': [s.pid],
    'the PHP-FPM master': [fpm],
    'a PHP-FPM worker': children(fpm, 'php-fpm: pool'),
    'the nginx master': [nginx],
    'an nginx worker': children(nginx, 'nginx: worker process'),
  };
}
type Kind = keyof ReturnType<typeof processesOf>;

/** Does something accept a connection on the port? */
const accepts = (port: number): Promise<boolean> => new Promise((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
});

/** Resolves with how long it took until nothing accepted on the port; rejects after `within` ms. */
async function untilNothingAnswers(port: number, within: number): Promise<number> {
  const started = Date.now();
  while (await accepts(port)) {
    if (Date.now() - started > within) throw new Error(`port ${port} still accepts connections ${within} ms after the kill`);
    await sleep(50);
  }
  return Date.now() - started;
}

const loginStatus = async (s: { url: string }): Promise<number> => (await fetch(new URL('/login', s.url), { signal: AbortSignal.timeout(10_000) })).status;

let dir: string;
/** Each case's host on a database and storage of its own, kept across its restart (stale pid files and socket included). */
const hostEnv = (name: string): NodeJS.ProcessEnv => ({ TERREAL_DB: path.join(dir, `${name}.sqlite`), TERREAL_STORAGE: path.join(dir, name) });
beforeAll(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-laravel-process-')); });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Starts the host again on the same port and storage, checks /login answers 200, stops it. */
async function restartAnswers(port: number, env: NodeJS.ProcessEnv): Promise<void> {
  const again = await startLaravel({ ...env, PORT: String(port) });
  try {
    expect(again.url).toBe(`http://127.0.0.1:${port}/`);
    expect(await loginStatus(again)).toBe(200);
  } finally {
    await again.stop();
  }
}

/** The processes of `all` still running, as `pid command`. */
const alive = (all: Record<string, number[]>): string[] => Object.values(all).flat().filter((pid) => !dead(pid)).map((pid) => `${pid} ${cmdline(pid)}`);

/** Waits up to `within` ms for every process of `all` to have ended; gives those still running. */
async function untilAllEnded(all: Record<string, number[]>, within: number): Promise<string[]> {
  for (const end = Date.now() + within; alive(all).length && Date.now() < end;) await sleep(50);
  return alive(all);
}

describe('kill -9 of a process of the host', () => {
  it.each<Kind>(['start.ts', 'the PHP-FPM master', 'the nginx master', 'a PHP-FPM worker', 'an nginx worker'])('%s: every process of the host ends, nothing answers on the port within 5 s, a restart on the same port answers /login', async (kind) => {
    const env = hostEnv(kind.replace(/\W+/g, '-'));
    const server = await startLaravel(env);
    const port = portOf(server);
    try {
      expect(await loginStatus(server)).toBe(200);
      const all = processesOf(server);
      expect(all['a PHP-FPM worker']).toHaveLength(4);
      expect(all['an nginx worker'].length).toBeGreaterThan(0);
      process.kill(all[kind][0], 'SIGKILL');
      await untilNothingAnswers(port, GONE_WITHIN_MS);
      // The port closes with nginx; the rest of the host (start.ts included) may take a moment more.
      expect(await untilAllEnded(all, 2000)).toEqual([]);
    } finally {
      await server.stop();
    }
    await restartAnswers(port, env);
  }, CASE_MS);
});

describe('a normal stop', () => {
  it('start.ts asked to stop (SIGTERM) after more calls at once than workers: every process of the host ends, nothing answers, a restart on the same port answers /login', async () => {
    const env = hostEnv('stopped');
    const server = await startLaravel(env);
    const port = portOf(server);
    try {
      const user = await laravelApiAs(server.url, 2);
      const lists = await Promise.all(Array.from({ length: 8 }, () => user.post('/ajax/bardages/liste-offres', { userid: 2 })));
      expect(lists.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect((await Promise.all(lists.map((r) => r.json()))).every((l) => Array.isArray(l) && l.length > 0)).toBe(true);
      const all = processesOf(server);
      // start.ts's own stop, before the test support's (which would kill whatever it left).
      process.kill(server.pid, 'SIGTERM');
      expect(await untilAllEnded(all, GONE_WITHIN_MS)).toEqual([]);
      await untilNothingAnswers(port, GONE_WITHIN_MS);
    } finally {
      await server.stop();
    }
    await restartAnswers(port, env);
  }, CASE_MS);
});

describe('requests the host refuses', () => {
  let server: LaravelServer;
  beforeAll(async () => { server = await startLaravel(); }, 60_000);
  afterAll(async () => { await server?.stop(); });

  /** A raw request (fetch refuses some of these): its status, or the error that ended it. */
  const raw = (method: string, target: string, body?: Buffer, headers: http.OutgoingHttpHeaders = {}): Promise<number | string> => new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port: portOf(server), method, path: target, headers, timeout: 15_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.once('error', (e) => resolve(e.message));
    req.end(body);
  });

  it('an address of 105 KB: 414', async () => {
    expect(await raw('GET', `/login?q=${'a'.repeat(105 * 1024)}`)).toBe(414);
  });

  it('a body of 1.5 MB: 413, without reaching Laravel; one of 0.9 MB reaches Laravel (419: no CSRF token)', async () => {
    const post = (bytes: number) => raw('POST', '/ajax/bardages/liste-offres', Buffer.from(JSON.stringify({ userid: 2, pad: 'x'.repeat(bytes) })), { 'content-type': 'application/json', accept: 'application/json' });
    expect(await post(1.5 * 1024 * 1024)).toBe(413);
    expect(await post(0.9 * 1024 * 1024)).toBe(419);
  });

  /** Opens a connection, writes `sent`, and resolves with how long until the server closed it. */
  const closedAfter = (sent: string): Promise<number> => new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(portOf(server), '127.0.0.1', () => socket.write(sent));
    const giveUp = setTimeout(() => { socket.destroy(); reject(new Error('the server kept a half-sent request open for 15 s')); }, 15_000);
    socket.resume();
    socket.once('close', () => { clearTimeout(giveUp); resolve(Date.now() - started); });
    socket.once('error', () => undefined);
  });

  it.each([
    ['half a header', 'GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/'],
    ['a header and part of its body', 'POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nuser_id=2'],
  ])('a client that sends %s and waits: the server closes the connection after its 5 s timeout', async (_what, sent) => {
    const ms = await closedAfter(sent);
    expect(ms).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 500);
    expect(ms).toBeLessThan(CLIENT_TIMEOUT_MS + 4_000);
  }, 30_000);
});
