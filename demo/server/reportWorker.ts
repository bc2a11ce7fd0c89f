// The thread an export is built in (reportPool.ts starts it): one job at a time, its file posted back, so
// the host's own event loop keeps answering every other call while a workbook is written.
import { parentPort } from 'node:worker_threads';
import { buildReport, type ReportJob } from './reportJob';

/** What the thread posts back for a job: its file's bytes, or why there is none. */
export type ReportAnswer = { ok: true; file: Uint8Array } | { ok: false; message: string };

const port = parentPort;
if (port) {
  port.on('message', (job: ReportJob) => {
    buildReport(job).then(
      (file) => port.postMessage({ ok: true, file } satisfies ReportAnswer),
      (err: unknown) => port.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) } satisfies ReportAnswer),
    );
  });
}
