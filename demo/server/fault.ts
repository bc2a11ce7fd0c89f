// Test-only fault switch (faults: true): make the next matching requests fail, answer other content or wait.
import { Router, type NextFunction, type Request, type Response } from 'express';
import express from 'express';

export interface Fault {
  method: string; // '*' or an HTTP method
  path: string; // exact path, or a prefix ending with '*'
  status?: number;
  body?: string;
  contentType?: string;
  delayMs?: number;
  times: number;
}

const matches = (f: Fault, req: Request): boolean =>
  (f.method === '*' || f.method === req.method) &&
  (f.path.endsWith('*') ? req.path.startsWith(f.path.slice(0, -1)) : req.path === f.path);

export function faultSwitch(): { router: Router; middleware: (req: Request, res: Response, next: NextFunction) => void } {
  let faults: Fault[] = [];
  const router = Router();
  router.post('/__test__/fault', express.json(), (req, res) => {
    const b = (req.body ?? {}) as Partial<Record<keyof Fault, unknown>>;
    if (typeof b.path !== 'string' || !b.path.startsWith('/')) {
      res.status(422).json({ statut: 'ko', msg: 'path requis.' });
      return;
    }
    faults.push({
      method: typeof b.method === 'string' && b.method ? b.method.toUpperCase() : '*',
      path: b.path,
      status: typeof b.status === 'number' ? b.status : undefined,
      body: typeof b.body === 'string' ? b.body : undefined,
      contentType: typeof b.contentType === 'string' ? b.contentType : undefined,
      delayMs: typeof b.delayMs === 'number' ? b.delayMs : undefined,
      times: typeof b.times === 'number' && b.times > 0 ? b.times : 1,
    });
    res.json({ statut: 'ok', pending: faults.length });
  });
  router.delete('/__test__/fault', (_req, res) => {
    faults = [];
    res.json({ statut: 'ok' });
  });

  const middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (req.path.startsWith('/__test__/')) return next();
    const f = faults.find((x) => matches(x, req));
    if (!f) return next();
    if (--f.times <= 0) faults = faults.filter((x) => x !== f);
    const answer = (): void => {
      if (f.status === undefined && f.body === undefined) return next();
      res.status(f.status ?? 200).type(f.contentType ?? 'text/plain; charset=utf-8').send(f.body ?? '');
    };
    if (f.delayMs) setTimeout(answer, f.delayMs);
    else answer();
  };
  return { router, middleware };
}
