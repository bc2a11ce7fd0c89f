import { apiAs, startHarness, USER, type ApiClient, type Harness } from './helpers';

let h: Harness;
let off: Harness;
let api: ApiClient;
beforeAll(async () => {
  [h, off] = await Promise.all([startHarness({ faults: true }), startHarness()]);
  api = await apiAs(h.url, USER.dubois);
});
afterAll(() => Promise.all([h.stop(), off.stop()]));
afterEach(() => fetch(new URL('__test__/fault', h.url), { method: 'DELETE' }));

const fault = (spec: Record<string, unknown>): Promise<Response> =>
  fetch(new URL('__test__/fault', h.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(spec) });
const listStatus = async (): Promise<number> => (await api.post('/ajax/bardages/liste-offres', { userid: 2 })).status;

it('is absent unless enabled', async () => {
  const res = await fetch(new URL('__test__/fault', off.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"path":"/"}' });
  expect(res.status).toBe(404);
  expect((await fetch(new URL('__test__/fault', off.url), { method: 'DELETE' })).status).toBe(404);
});

it('answers the next `times` matching requests with the given status and body, without CSRF', async () => {
  expect((await fault({ method: 'POST', path: '/ajax/bardages/liste-offres', status: 500, body: '{"message":"boom"}', contentType: 'application/json', times: 2 })).status).toBe(200);
  const first = await api.post('/ajax/bardages/liste-offres', { userid: 2 });
  expect(first.status).toBe(500);
  expect(await first.json()).toEqual({ message: 'boom' });
  expect(await listStatus()).toBe(500);
  expect(await listStatus()).toBe(200);
});

it('can answer HTML instead of JSON', async () => {
  await fault({ path: '/ajax/bardages/liste-offres', status: 200, body: '<html>Maintenance</html>', contentType: 'text/html' });
  const res = await api.post('/ajax/bardages/liste-offres', { userid: 2 });
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  expect(await res.text()).toBe('<html>Maintenance</html>');
});

it('matches a prefix ending with * and only the given method', async () => {
  await fault({ method: 'GET', path: '/contacts/*', status: 503, times: 5 });
  expect(await listStatus()).toBe(200);
  expect((await api.get('/contacts/list/2')).status).toBe(503);
});

it('delays and then proceeds normally when only delayMs is set', async () => {
  await fault({ path: '/ajax/bardages/liste-offres', delayMs: 400 });
  const t0 = Date.now();
  expect(await listStatus()).toBe(200);
  expect(Date.now() - t0).toBeGreaterThanOrEqual(380);
});

it('DELETE clears pending faults', async () => {
  await fault({ path: '/ajax/bardages/liste-offres', status: 500, times: 10 });
  await fetch(new URL('__test__/fault', h.url), { method: 'DELETE' });
  expect(await listStatus()).toBe(200);
});

it('422 without a path', async () => {
  expect((await fault({ status: 500 })).status).toBe(422);
});
