// A tiny static server on 127.0.0.1 for the browser benchmarks: the real bundle, AG Grid's browser build,
// the host pages of bench/page/, and `liste-offres` answers of N generated offers under /n/{N}/ (the
// widget's base-url), so the widget runs exactly as on a host page, without the reference server's cost.
// The answers carry a strong ETag and a matching If-None-Match gets 304, as the reference server does.
// Pages take `?layout=laptop|wide`: the element (or the AG Grid box) inside the portal page of DESIGN.md §2
// (test/e2e/support/portal.ts: 56 px top bar, 220 px side menu, a padded card), for the viewports of
// PORTAL_VIEWPORTS; without it, the plain page of earlier rounds (the element in the body).
// BENCH_DIST=/path/to/dist serves another build's bundle (e.g. an older commit built in its own worktree).
// BENCH_COMPARE_DIST=/path/to/dist serves a second build beside the first: `?bundle=compare` on widget.html
// loads it instead (bench/heavyKeys.ts then types into both builds in the same rounds).
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { portalBody, type PortalKind } from '../test/e2e/support/portal';
import { generateOffers } from './generate';

const ROOT = path.resolve(__dirname, '..');
const FILES: Record<string, string> = {
  '/terreal-widgets.js': path.join(ROOT, 'dist/terreal-widgets.js'),
  '/ag-grid.js': path.join(ROOT, 'node_modules/ag-grid-community/dist/ag-grid-community.min.js'),
  '/instrument.js': path.join(__dirname, 'page/instrument.js'),
};
const PAGES: Record<string, string> = {
  '/widget.html': path.join(__dirname, 'page/widget.html'),
  '/aggrid.html': path.join(__dirname, 'page/aggrid.html'),
};

export interface HostServer { url: string; close(): Promise<void> }

/** Where the bundle served as /terreal-widgets.js comes from: BENCH_BUNDLE (a file), BENCH_DIST (a dist directory), or this tree's dist. */
export function servedBundle(): string {
  if (process.env.BENCH_BUNDLE) return path.resolve(process.env.BENCH_BUNDLE);
  if (process.env.BENCH_DIST) return path.join(path.resolve(process.env.BENCH_DIST), 'terreal-widgets.js');
  return FILES['/terreal-widgets.js'];
}

/** The second build served beside the first (BENCH_COMPARE_DIST), or null. */
export function comparedBundle(): string | null {
  return process.env.BENCH_COMPARE_DIST ? path.join(path.resolve(process.env.BENCH_COMPARE_DIST), 'terreal-widgets.js') : null;
}

/** The page layouts a bench page can be opened in (`?layout=`), with their viewports. */
export type BenchLayout = 'plain' | Extract<PortalKind, 'laptop' | 'wide'>;

/** The page's body in a portal layout: what stands between `<!--body-->` and `<!--/body-->` goes in the card. */
function inLayout(html: string, layout: string | null): string {
  if (layout !== 'laptop' && layout !== 'wide') return html;
  return html.replace(/<!--body-->([\s\S]*?)<!--\/body-->/, (_, inner: string) => `<style>body{margin:0}</style>${portalBody(layout, inner.trim())}`);
}

export function startHostServer(): Promise<HostServer> {
  const answers = new Map<number, Buffer>();
  const answer = (n: number): Buffer => {
    let body = answers.get(n);
    if (!body) {
      body = Buffer.from(JSON.stringify(generateOffers(n)));
      answers.set(n, body);
    }
    return body;
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (type: string, body: string | Buffer) => {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    // /n/{N}/…, or /n/{N}/d/{ms}/… to answer after {ms} (a server's own time, for the return-to-list bench).
    const list = /^\/n\/(\d+)(?:\/d\/(\d+))?\/(?:ajax\/bardages\/liste-offres|offers\.json)$/.exec(url.pathname);
    if (list) {
      req.resume();
      req.on('end', () => setTimeout(() => {
        const body = answer(Number(list[1]));
        const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { etag, 'cache-control': 'no-store' }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json', etag, 'cache-control': 'no-store' });
        res.end(body);
      }, Number(list[2] ?? 0)));
      return;
    }
    // BENCH_BUNDLE: another build to serve instead (an unminified one to read a profile, an older one to compare).
    const file = url.pathname === '/terreal-widgets.js' ? servedBundle() : url.pathname === '/compare/terreal-widgets.js' ? comparedBundle() : FILES[url.pathname];
    if (file) return send('text/javascript; charset=utf-8', readFileSync(file));
    if (PAGES[url.pathname]) {
      const n = String(Number(url.searchParams.get('n') ?? '1000'));
      const d = Number(url.searchParams.get('d') ?? '0');
      let html = readFileSync(PAGES[url.pathname], 'utf8').replaceAll('__N__', d > 0 ? `${n}/d/${d}` : n);
      if (url.searchParams.get('bundle') === 'compare') html = html.replace('src="/terreal-widgets.js"', 'src="/compare/terreal-widgets.js"');
      return send('text/html; charset=utf-8', inLayout(html, url.searchParams.get('layout')));
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}
