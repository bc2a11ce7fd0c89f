// Starts and watches the Laravel host's export service (node/reportService.ts), one Node process for the
// host's life, on a Unix socket in its storage directory; its path goes to PHP as TERREAL_REPORTS. If the
// service dies it is started again (after RESTART_MS), at most MAX_RESTARTS times a minute; meanwhile, and
// after that, the host answers exports with a French 503 (App\Support\NodeTool) and the rest of the host
// goes on answering.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVICE = path.join(__dirname, 'node', 'reportService.ts');
const START_TIMEOUT_MS = 20_000;
const RESTART_MS = 500;
const MAX_RESTARTS = 5;
/** A Unix socket's path is at most 107 bytes on Linux. */
const MAX_SOCKET_PATH = 100;

export interface ReportWorkerOptions { dbPath: string; storage: string }
export interface ReportWorker { address: string; stop(): Promise<void> }

/** Where the service listens: the storage directory, or a private temporary directory when that path is too long. */
function socketPath(storage: string): string {
  const inStorage = path.join(storage, 'reports.sock');
  if (Buffer.byteLength(inStorage) <= MAX_SOCKET_PATH) return inStorage;
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-reports-')), 'reports.sock');
}

/** One run of the service; resolves once it listens. */
function spawnService(dbPath: string, address: string): Promise<ChildProcess> {
  const child = fork(SERVICE, [], {
    cwd: path.resolve(__dirname, '..', '..'), // where `tsx` resolves
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TERREAL_DB: dbPath, TERREAL_REPORTS: address },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the export service did not listen within ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    child.once('message', () => {
      clearTimeout(timer);
      child.off('exit', early);
      resolve(child);
    });
    const early = (code: number | null, signal: string | null): void => {
      clearTimeout(timer);
      reject(new Error(`the export service exited (code ${code}, signal ${signal})`));
    };
    child.once('exit', early);
  });
}

export async function startReportWorker({ dbPath, storage }: ReportWorkerOptions): Promise<ReportWorker> {
  const address = socketPath(storage);
  let stopping = false;
  const restarts: number[] = [];
  let child = await spawnService(dbPath, address);

  const watch = (c: ChildProcess): void => {
    c.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts[0] < now - 60_000) restarts.shift();
      if (restarts.length > MAX_RESTARTS) {
        console.error(`terreal-widgets Laravel: the export service stopped (code ${code}, signal ${signal}) ${restarts.length} times this minute; exports stay unavailable.`);
        return;
      }
      console.error(`terreal-widgets Laravel: the export service stopped (code ${code}, signal ${signal}); starting it again.`);
      setTimeout(() => {
        if (stopping) return;
        spawnService(dbPath, address).then((next) => {
          child = next;
          if (stopping) next.kill('SIGTERM');
          else watch(next);
        }, (err: unknown) => console.error('terreal-widgets Laravel: the export service cannot start:', err instanceof Error ? err.message : err));
      }, RESTART_MS).unref();
    });
  };
  watch(child);

  return {
    address,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(address, { force: true });
    },
  };
}
