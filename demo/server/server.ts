// Starts the app on a port (0 = any free port) and returns its URL. The port is taken first: the database
// is opened (created and seeded on first start) only once the server listens, so a port in use creates
// nothing; a database that cannot be opened closes the port again.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp } from './app';

export interface ServerOptions { port?: number; host?: string; dbPath: string; distDir?: string; assetsDir?: string; faults?: boolean }

export function startServer(options: ServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    const sockets = new Set<Socket>();
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    server.once('error', reject);
    server.once('listening', () => {
      let closeDb: () => void;
      try {
        const created = createApp(options);
        closeDb = created.close;
        server.on('request', created.app);
      } catch (e) {
        server.close(() => reject(e));
        return;
      }
      const { port } = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      let closing: Promise<void> | null = null;
      resolve({
        url: `http://${shownHost}:${port}/`,
        close: () => (closing ??= new Promise<void>((done) => {
          server.close(() => {
            closeDb();
            done();
          });
          server.closeIdleConnections();
          setTimeout(() => sockets.forEach((s) => s.destroy()), 1000).unref();
        })),
      });
    });
    server.listen(options.port ?? 3000, host);
  });
}
