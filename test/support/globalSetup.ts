// Jest's globalSetup: this run's process registry (test/support/processes.ts), inherited by every test worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGISTRY_ENV } from './processes';

export default function globalSetup(): void {
  process.env[REGISTRY_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-test-processes-'));
}
