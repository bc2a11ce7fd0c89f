// Starts the app on a port (0 = any free port) and returns its URL.
import type { AddressInfo, Socket } from 'node:net';
import { createApp } from './app';

export interface ServerOptions { port?: number; host?: string; dbPath: string; distDir?: string; assetsDir?: string; faults?: boolean }

export function startServer(options: ServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  const { app, close: closeDb } = createApp(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port ?? 3000, host);
    const sockets = new Set<Socket>();
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    server.once('error', (e) => {
      closeDb();
      reject(e);
    });
    server.once('listening', () => {
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
  });
}
