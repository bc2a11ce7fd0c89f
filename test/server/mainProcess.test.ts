// The real `node --import tsx demo/server/main.ts` child process, as the e2e suite starts it.
import fs from 'node:fs';
import { apiAs, startTestServer, type TestServer } from '../e2e/support/server';
import { USER } from './helpers';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); }, 30_000);
afterAll(() => server?.stop());

it('prints its URL, uses a fresh temporary database and enables the fault switch', async () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  expect(fs.existsSync(server.dbPath)).toBe(true);
  const api = await apiAs(server.url, USER.dubois);
  expect((await api.get('/contacts/list/2')).status).toBe(200);
  const res = await fetch(new URL('__test__/fault', server.url), { method: 'DELETE' });
  expect(res.status).toBe(200);
});

it('stops on SIGTERM and removes its database', async () => {
  const { url, dbPath } = server;
  await server.stop();
  await expect(fetch(url)).rejects.toThrow();
  expect(fs.existsSync(dbPath)).toBe(false);
});
