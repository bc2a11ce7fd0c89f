// Session cookies carry `Secure` when the request came over HTTPS, a trusted proxy's `X-Forwarded-Proto: https`
// included, on both hosts; the header from an address that is not a trusted proxy changes nothing. Each host
// is started twice: trusting this machine (the default) and trusting only another address.
import { startBoth, startLaravel } from './support/laravel';
import { startTestServer, type TestServer } from './support/server';

const ELSEWHERE = { TERREAL_TRUSTED_PROXIES: '192.0.2.10' };
const started: Record<string, TestServer> = {};

beforeAll(async () => {
  const [ref, laravel] = await startBoth(startTestServer(), startLaravel());
  const [refElsewhere, laravelElsewhere] = await startBoth(startTestServer(ELSEWHERE), startLaravel(ELSEWHERE));
  Object.assign(started, { ref, laravel, refElsewhere, laravelElsewhere });
}, 90_000);
afterAll(async () => {
  for (const s of Object.values(started)) await s.stop();
});

/** Every cookie `GET /login` sets (the session's, and Laravel's XSRF-TOKEN), each as `name: secure?`. */
async function cookies(server: TestServer, headers: Record<string, string>): Promise<Record<string, boolean>> {
  const res = await fetch(new URL('/login', server.url), { headers });
  const set = res.headers.getSetCookie();
  return Object.fromEntries(set.map((c) => [c.slice(0, c.indexOf('=')), /;\s*secure\b/i.test(c)]));
}

describe.each([
  ['reference server', 'ref', 'refElsewhere'],
  ['Laravel host', 'laravel', 'laravelElsewhere'],
])('%s', (_name, local, elsewhere) => {
  it.each([
    ['plain HTTP', false, local, {}],
    ["a trusted proxy's X-Forwarded-Proto: https", true, local, { 'x-forwarded-proto': 'https' }],
    ["a trusted proxy's X-Forwarded-Proto: http", false, local, { 'x-forwarded-proto': 'http' }],
    ['X-Forwarded-Proto: https from an address that is not a trusted proxy', false, elsewhere, { 'x-forwarded-proto': 'https' }],
  ])('%s: the session cookie is Secure: %s', async (_case, secure, which, headers) => {
    const set = await cookies(started[which as string], headers as Record<string, string>);
    expect(set.terreal_session).toBe(secure);
    for (const [name, isSecure] of Object.entries(set)) expect({ name, secure: isSecure }).toEqual({ name, secure });
  });
});
