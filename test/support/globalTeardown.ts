// Jest's globalTeardown: whatever a suite left running (a server whose afterAll never ran, a browser of a
// test file that crashed, PHP workers orphaned by a killed host) is killed, so that jest always ends. What it
// kills is named: a suite that leaks is a bug to fix, not a thing to hide.
import fs from 'node:fs';
import path from 'node:path';
import { killEverything, REGISTRY_ENV } from './processes';

export default function globalTeardown(): void {
  const dir = process.env[REGISTRY_ENV];
  if (!dir) return;
  const killed = killEverything(dir, path.basename(dir));
  if (killed.length > 0) process.stderr.write(`\njest teardown: killed what the tests left running: ${killed.join(', ')}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
}
