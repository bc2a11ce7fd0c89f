import { ApiError, createApi, isAbortError, type ApiErrorKind } from '../../src/core/api';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (body: string, status: number, type = 'text/html') => new Response(body, { status, headers: { 'content-type': type } });
const identity = (j: unknown) => j;

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api: what every call sends', () => {
  it('GET sends Accept and X-Requested-With, same-origin credentials, no body and no CSRF header', async () => {
    const { fetch, calls } = fakeFetch(() => json([1]));
    const api = createApi({ baseUrl: 'https://x/app/', csrfToken: 'tok', fetch });
    await expect(api.get('/contacts/list/3', identity)).resolves.toEqual([1]);
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0];
    expect(url).toBe('https://x/app/contacts/list/3');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('POST also sends X-CSRF-TOKEN and Content-Type, with a JSON body', async () => {
    const { fetch, calls } = fakeFetch(() => json({ statut: 'ok' }));
    const api = createApi({ baseUrl: '', csrfToken: 'tok-123', fetch });
    const body = { offreid: 12, newname: 'Offre (1)' };
    await expect(api.post('/ajax/bardages/clonage-offre', body, identity)).resolves.toEqual({ statut: 'ok' });
    const { url, init } = calls[0];
    expect(url).toBe('/ajax/bardages/clonage-offre');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': 'tok-123',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('passes the answer through the parse function', async () => {
    const { fetch } = fakeFetch(() => json({ a: 1 }));
    const api = createApi({ baseUrl: '', csrfToken: '', fetch });
    await expect(api.get('/x', (j) => (j as { a: number }).a + 1)).resolves.toBe(2);
  });

  it('uses globalThis.fetch at call time when none is configured', async () => {
    const original = globalThis.fetch;
    const { fetch, calls } = fakeFetch(() => json('ok'));
    const api = createApi({ baseUrl: '', csrfToken: '' });
    globalThis.fetch = fetch;
    try {
      await expect(api.get('/late', identity)).resolves.toBe('ok');
    } finally {
      globalThis.fetch = original;
    }
    expect(calls[0].url).toBe('/late');
  });
});

describe('api: every failure becomes an ApiError with a kind', () => {
  it.each<[string, () => Response | Promise<Response>, ApiErrorKind, number, string]>([
    ['401', () => json({ message: 'Unauthenticated.' }, 401), 'unauthorized', 401, ''],
    ['419', () => text('Page Expired', 419), 'session-expired', 419, ''],
    ['500 with JSON msg', () => json({ msg: 'Base indisponible', message: 'other' }, 500), 'http', 500, 'Base indisponible'],
    ['422 with JSON message only', () => json({ message: 'Données invalides' }, 422), 'http', 422, 'Données invalides'],
    ['500 with an HTML body', () => text('<h1>Server Error</h1>', 500), 'http', 500, ''],
    ['404 with a JSON body without message', () => json({ error: true }, 404), 'http', 404, ''],
    ['503 with an empty body', () => new Response(null, { status: 503 }), 'http', 503, ''],
    ['fetch rejecting', () => Promise.reject(new TypeError('Failed to fetch')), 'network', 0, ''],
    ['200 with an HTML login page', () => text('<!DOCTYPE html><form>login</form>', 200), 'not-json', 200, ''],
    ['200 with an empty body', () => new Response('', { status: 200 }), 'not-json', 200, ''],
  ])('%s → %s', async (_name, respond, kind, status, serverMessage) => {
    const { fetch } = fakeFetch(respond);
    const api = createApi({ baseUrl: '', csrfToken: '', fetch });
    const e = await failure(api.get('/contacts/list/3', identity));
    expect(e.kind).toBe(kind);
    expect(e.status).toBe(status);
    expect(e.serverMessage).toBe(serverMessage);
    expect(e.name).toBe('ApiError');
  });

  it('a parse function that throws → bad-shape, keeping the reason', async () => {
    const { fetch } = fakeFetch(() => json({ not: 'a list' }));
    const api = createApi({ baseUrl: '', csrfToken: '', fetch });
    const e = await failure(api.get('/x', () => { throw new Error('un tableau était attendu'); }));
    expect(e.kind).toBe('bad-shape');
    expect(e.status).toBe(200);
    expect(e.message).toContain('un tableau était attendu');
  });
});

describe('api: abort', () => {
  function hangingFetch() {
    return ((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    })) as unknown as typeof globalThis.fetch;
  }

  it('aborting a pending call → aborted', async () => {
    const api = createApi({ baseUrl: '', csrfToken: '', fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = api.post('/ajax/x', {}, identity, { signal: controller.signal });
    controller.abort();
    const e = await failure(pending);
    expect(e.kind).toBe('aborted');
    expect(isAbortError(e)).toBe(true);
  });

  it('an already aborted signal → aborted, without calling fetch', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const api = createApi({ baseUrl: '', csrfToken: '', fetch });
    const controller = new AbortController();
    controller.abort();
    expect((await failure(api.get('/x', identity, { signal: controller.signal }))).kind).toBe('aborted');
    expect(calls).toHaveLength(0);
  });

  it('an answer arriving after abort is not used', async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(() => { controller.abort(); return json([1]); });
    const api = createApi({ baseUrl: '', csrfToken: '', fetch });
    expect((await failure(api.get('/x', identity, { signal: controller.signal }))).kind).toBe('aborted');
  });

  it('the signal is handed to fetch', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const controller = new AbortController();
    await createApi({ baseUrl: '', csrfToken: '', fetch }).get('/x', identity, { signal: controller.signal });
    expect(calls[0].init.signal).toBe(controller.signal);
  });
});

describe('isAbortError', () => {
  it.each<[string, unknown, boolean]>([
    ['ApiError aborted', new ApiError('aborted', 'x'), true],
    ['DOMException AbortError', new DOMException('x', 'AbortError'), true],
    ['ApiError network', new ApiError('network', 'x'), false],
    ['plain Error', new Error('x'), false],
    ['null', null, false],
    ['string', 'AbortError', false],
  ])('%s → %s', (_name, e, expected) => {
    expect(isAbortError(e)).toBe(expected);
  });
});
