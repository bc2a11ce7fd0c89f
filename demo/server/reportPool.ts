// At most two exports at once, each in a worker thread (reportWorker.ts), so that a workbook of thousands of
// rows never holds up the host's other calls. A third export while two run is refused at once (ReportsBusy,
// with the seconds after which to try again) rather than queued: a queue would hold the user's request open
// for as long as the others take, and pile up memory. One thread is started with the pool and kept (loading
// exceljs and the exports' code takes a second, several on a busy machine); a second one is started when two
// exports run, and stopped once idle a while (its memory goes with it).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReportJob } from './reportJob';
import type { ReportAnswer } from './reportWorker';

/** Exports that run at once on a host. */
export const REPORT_SLOTS = 2;
/** How long an idle thread beyond the first is kept for the next export. */
const IDLE_MS = 15_000;
/** The Retry-After of a refused export: within these bounds (seconds). */
export const RETRY_AFTER_S = { min: 1, max: 10 } as const;
/** What an export is expected to take before one has finished. */
const TYPICAL_MS = 2000;

/** Both slots are taken: try again in `retryAfterS` seconds. */
export class ReportsBusy extends Error {
  constructor(readonly retryAfterS: number) {
    super('reports busy');
  }
}

/**
 * The seconds until a slot is expected free: the running export closest to its end, each expected to take as
 * long as the last one that finished (`typicalMs`), within RETRY_AFTER_S.
 */
export function retryAfterSeconds(startedAt: readonly number[], typicalMs: number, now: number): number {
  const left = Math.min(...startedAt.map((t) => typicalMs - (now - t)));
  return Math.min(RETRY_AFTER_S.max, Math.max(RETRY_AFTER_S.min, Math.ceil(left / 1000)));
}

export interface ReportPool {
  /** The job's file; rejects with ReportsBusy when REPORT_SLOTS exports already run. */
  run(job: ReportJob): Promise<Buffer>;
  /** Stops every thread (a running export is rejected). */
  close(): Promise<void>;
}

/** Loads the thread's TypeScript as the host's own code is loaded (tsx), whether or not the host runs under it. */
const BOOT = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(path.join(__dirname, 'reportWorker.ts'))});`;

interface Idle { worker: Worker; timer: NodeJS.Timeout | null }

export function createReportPool(slots = REPORT_SLOTS): ReportPool {
  const idle: Idle[] = [];
  const running = new Map<Worker, number>(); // the thread → when its export started
  let typicalMs = TYPICAL_MS;

  const spawn = (): Worker => {
    const worker = new Worker(BOOT, { eval: true });
    worker.unref(); // an idle thread never keeps the host's process alive
    worker.once('exit', () => unpark(worker)); // a thread that died idle is not handed a job
    worker.on('error', () => undefined); // its job, if any, is rejected by exec; idle, it exits and is dropped
    return worker;
  };
  const unpark = (worker: Worker): void => {
    const at = idle.findIndex((i) => i.worker === worker);
    if (at >= 0) idle.splice(at, 1);
  };
  /** An idle thread: one is kept, another stopped after IDLE_MS. */
  const park = (worker: Worker): void => {
    const timer = !idle.some((i) => i.timer === null) ? null : setTimeout(() => {
      unpark(worker);
      void worker.terminate();
    }, IDLE_MS).unref();
    idle.push({ worker, timer });
  };
  const take = (): Worker => {
    const kept = idle.pop();
    if (!kept) return spawn();
    if (kept.timer) clearTimeout(kept.timer);
    return kept.worker;
  };
  park(spawn());

  const exec = (worker: Worker, job: ReportJob): Promise<Buffer> => new Promise((resolve, reject) => {
    const done = (): void => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      running.delete(worker);
    };
    const onMessage = (answer: ReportAnswer): void => {
      typicalMs = Date.now() - running.get(worker)!;
      done();
      park(worker);
      if (answer.ok) resolve(Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength));
      else reject(new Error(answer.message));
    };
    // A thread that failed (out of memory, say) is not kept.
    const onError = (err: Error): void => {
      done();
      void worker.terminate();
      reject(err);
    };
    const onExit = (code: number): void => {
      done();
      reject(new Error(`report thread exited (code ${code})`));
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(job);
  });

  return {
    run(job) {
      if (running.size >= slots) return Promise.reject(new ReportsBusy(retryAfterSeconds([...running.values()], typicalMs, Date.now())));
      const worker = take();
      running.set(worker, Date.now());
      return exec(worker, job);
    },
    async close() {
      const all = [...idle.splice(0).map((i) => (i.timer && clearTimeout(i.timer), i.worker)), ...running.keys()];
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}

/**
 * The same slots, the files built in this thread: for tests whose module edits (jest.mock) a worker thread
 * would not see (TERREAL_REPORTS_IN_THREAD=1).
 */
export function inThreadPool(slots = REPORT_SLOTS): ReportPool {
  const started: number[] = [];
  return {
    async run(job) {
      if (started.length >= slots) throw new ReportsBusy(retryAfterSeconds(started, TYPICAL_MS, Date.now()));
      const at = Date.now();
      started.push(at);
      try {
        return await (await import('./reportJob')).buildReport(job);
      } finally {
        started.splice(started.indexOf(at), 1);
      }
    },
    close: async () => undefined,
  };
}

let shared: ReportPool | null = null;
/** This process's pool: the host's REPORT_SLOTS, whichever of its routes asks. */
export const reportPool = (): ReportPool =>
  (shared ??= process.env.TERREAL_REPORTS_IN_THREAD === '1' ? inThreadPool() : createReportPool());
