// Start-up failures (issue 10): a port in use creates no database; a TERREAL_DB that is not SQLite (or a
// port in use) gives one French / English "cannot start" line, no stack, exit code 1.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startServer } from '../../demo/server/server';
import { spawnTracked } from '../support/processes';
import { REPO_ROOT } from '../e2e/support/server';
import { tempDbPath } from './helpers';

let busy: net.Server;
let busyPort: number;
const dirs: string[] = [];
const fresh = (): string => {
  const { dir, dbPath } = tempDbPath();
  dirs.push(dir);
  return dbPath;
};

beforeAll(async () => {
  busy = net.createServer();
  await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
  busyPort = (busy.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => busy.close(done));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function runMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawnTracked('reference server (start-up test)', process.execPath, ['--import', 'tsx', path.join('demo', 'server', 'main.ts')], {
      cwd: REPO_ROOT, env: { ...process.env, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
    child.stderr!.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const oneLine = (s: string): string[] => s.split('\n').filter((l) => l.trim() !== '');

it('startServer on a port in use rejects without creating the database', async () => {
  const dbPath = fresh();
  await expect(startServer({ port: busyPort, dbPath })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  expect(fs.existsSync(dbPath)).toBe(false);
});

it('main.ts on a port in use: one line, exit 1, no database file', async () => {
  const dbPath = fresh();
  const { code, stdout, stderr } = await runMain({ PORT: String(busyPort), TERREAL_DB: dbPath });
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(oneLine(stderr)).toEqual([
    `terreal-widgets demo: impossible de démarrer, le port ${busyPort} est déjà utilisé / cannot start, port ${busyPort} is already in use`,
  ]);
  expect(fs.existsSync(dbPath)).toBe(false);
}, 30_000);

it.each([
  ['a text file', 'ceci n’est pas une base\n'.repeat(200)],
  ['an empty-looking binary', Buffer.alloc(4096, 7)],
])('main.ts with TERREAL_DB %s: one line, exit 1, the file untouched', async (_label, content) => {
  const dbPath = fresh();
  fs.writeFileSync(dbPath, content);
  const before = fs.readFileSync(dbPath);
  const { code, stderr } = await runMain({ PORT: '0', TERREAL_DB: dbPath });
  expect(code).toBe(1);
  expect(oneLine(stderr)).toEqual([
    `terreal-widgets demo: impossible de démarrer, ${dbPath} n'est pas une base SQLite / cannot start, ${dbPath} is not a SQLite database`,
  ]);
  expect(fs.readFileSync(dbPath).equals(before)).toBe(true);
}, 30_000);

it('main.ts with TERREAL_DB a directory: one line, exit 1', async () => {
  const dir = path.dirname(fresh());
  const { code, stderr } = await runMain({ PORT: '0', TERREAL_DB: dir });
  expect(code).toBe(1);
  expect(oneLine(stderr)).toHaveLength(1);
  expect(stderr).toMatch(/^terreal-widgets demo: impossible de démarrer, .* \/ cannot start, /);
  expect(stderr).not.toMatch(/\n\s+at /);
}, 30_000);
