// `npm test` always ends: a server left running by a test file whose beforeAll threw (and that has no
// afterAll) is killed by jest's globalTeardown (test/support/globalTeardown.ts), and jest exits by itself.
// The leaking file runs in a jest of its own, with the project's global setup and teardown.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../e2e/support/server';
import { groupAlive } from '../support/processes';

const JEST_BIN = path.join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const OUTER_LIMIT_MS = 90_000;

function runJest(config: object, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string; hung: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [JEST_BIN, '--config', JSON.stringify(config), '--runInBand'], {
      cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    let hung = false;
    const limit = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, OUTER_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, stderr, hung });
    });
  });
}

it('a server started by a throwing beforeAll is gone when jest ends, and jest ends by itself', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-teardown-'));
  const report = path.join(dir, 'report.json');
  const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } }];
  const config = {
    rootDir: REPO_ROOT,
    globalSetup: '<rootDir>/test/support/globalSetup.ts',
    globalTeardown: '<rootDir>/test/support/globalTeardown.ts',
    transform: { '^.+\\.ts$': swc },
    testEnvironment: 'node',
    testMatch: ['<rootDir>/test/server/fixtures/leakyBeforeAll.fixture.ts'],
  };
  const { code, stderr, hung } = await runJest(config, { ...process.env, LEAK_REPORT: report, TERREAL_TEST_PROCESSES: '' });
  const { url, groups } = JSON.parse(fs.readFileSync(report, 'utf8')) as { url: string; groups: number[] };
  fs.rmSync(dir, { recursive: true, force: true });

  expect(hung).toBe(false);
  expect(stderr).not.toContain('Jest did not exit');
  expect(code).toBe(1); // the suite failed, as it should
  expect(stderr).toContain('beforeAll failed after starting a server');
  expect(stderr).toMatch(/jest teardown: killed what the tests left running: reference server \(process group \d+\)/);
  expect(groups.length).toBe(1);
  expect(groups.filter(groupAlive)).toEqual([]);
  await expect(fetch(`${url}login`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
}, OUTER_LIMIT_MS + 10_000);
