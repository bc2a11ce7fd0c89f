// A JSON body nested deeper than 64 levels is refused with 400 `Requête invalide.` before anything reads
// it: the reference server answered 500 (a stack overflow while keying the list) to a leopard_data ~10,000
// deep. The Laravel host gives the same answers (test/e2e/laravel-api.e2e.test.ts).
import { jsonDepth, MAX_JSON_DEPTH } from '../../demo/server/jsonDepth';
import { jsonHeaders, useSignedInHarness, USER, type ApiClient, type Harness } from './helpers';

let h: Harness;
let dubois: ApiClient;
useSignedInHarness((started) => ({ h, dubois } = started));

const nested = (n: number, inner = ''): string => '['.repeat(n) + inner + ']'.repeat(n);

describe('jsonDepth', () => {
  it.each([
    ['{}', 1], ['[]', 1], ['1', 0], ['"[[["', 0], ['{"a":[1,{"b":[]}]}', 4], ['[[],[[]]]', 3],
    ['["\\"[[", [1]]', 2], ['["\\\\", [1]]', 2], ['{"é[":"ü{"}', 1], [nested(64), 64], [nested(65, '1'), 65],
    ['[[[', 3], ['[]]]]', 1],
  ])('%s → %i', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
    expect(jsonDepth(Buffer.from(text))).toBe(depth);
  });

  it('stops counting once above the limit asked', () => {
    expect(jsonDepth(nested(100_000), 64)).toBe(65);
  });
});

describe('POST bodies', () => {
  const send = (body: string, headers = jsonHeaders(dubois.cookie, dubois.csrf), path = '/ajax/bardages/liste-offres') =>
    fetch(new URL(path.slice(1), h.url), { method: 'POST', headers, body });
  const leopard = (depth: number): string => `{"userid":${USER.dubois},"leopard_data":{"a":${nested(depth - 2, '1')}}}`;

  it(`${MAX_JSON_DEPTH} levels: the list`, async () => {
    const res = await send(leopard(64));
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it.each([65, 2_500, 10_000, 200_000])('%i levels: 400 Requête invalide.', async (depth) => {
    const res = await send(leopard(depth));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statut: 'ko', msg: 'Requête invalide.' });
  });

  it('before the CSRF check and sign-in, on every route', async () => {
    for (const path of ['/ajax/bardages/statut-offre', '/login', '/ajax/contacts/delete']) {
      const res = await send(leopard(100), jsonHeaders(''), path);
      expect([path, res.status]).toEqual([path, 400]);
    }
  });
});
