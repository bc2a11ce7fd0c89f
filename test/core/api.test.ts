import { ApiError, createApi, isAbortError, postConditional, type Api, type ApiErrorKind, type Conditional } from '../../src/core/api';

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
    const api = createApi({ baseUrl: '', csrfToken: 'tok', fetch: hangingFetch() });
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

  // Issue 22: fetch gets a signal of its own (the caller's or the 30 s limit, whichever comes first).
  it('the caller\'s signal aborts the signal handed to fetch', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const controller = new AbortController();
    const pending = createApi({ baseUrl: '', csrfToken: '', fetch }).get('/x', identity, { signal: controller.signal });
    await pending;
    const handed = calls[0].init.signal!;
    expect(handed.aborted).toBe(false);
    const hanging = createApi({ baseUrl: '', csrfToken: '', fetch: hangingFetch() }).get('/x', identity, { signal: controller.signal });
    controller.abort();
    expect((await failure(hanging)).kind).toBe('aborted');
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

describe('api: conditional POST (If-None-Match, 304)', () => {
  const etagged = (body: unknown, etag: string | null, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) } });

  it.each<[string, string | null | undefined, () => Response, string | undefined, Conditional<unknown>]>([
    ['no kept copy, 200 with an ETag', undefined, () => etagged([1, 2], '"v1"'), undefined, { status: 'fresh', data: [1, 2], etag: '"v1"' }],
    ['null kept tag sends nothing', null, () => etagged([1], '"v1"'), undefined, { status: 'fresh', data: [1], etag: '"v1"' }],
    ['kept copy, data changed: 200 with a new ETag', '"v1"', () => etagged([3], '"v2"'), '"v1"', { status: 'fresh', data: [3], etag: '"v2"' }],
    ['kept copy, nothing changed: 304', '"v1"', () => new Response(null, { status: 304, headers: { etag: '"v1"' } }), '"v1"', { status: 'not-modified', etag: '"v1"' }],
    ['304 without an ETag header keeps the sent tag', '"v1"', () => new Response(null, { status: 304 }), '"v1"', { status: 'not-modified', etag: '"v1"' }],
    ['200 without an ETag', '"v1"', () => etagged({ a: 1 }, null), '"v1"', { status: 'fresh', data: { a: 1 }, etag: null }],
  ])('%s', async (_name, ifNoneMatch, respond, sent, expected) => {
    const { fetch, calls } = fakeFetch(respond);
    const api = createApi({ baseUrl: '/app', csrfToken: 'tok', fetch });
    await expect(api.postConditional('/ajax/bardages/liste-offres', { userid: 2 }, identity, { ifNoneMatch })).resolves.toEqual(expected);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['If-None-Match']).toBe(sent);
    expect(headers['X-CSRF-TOKEN']).toBe('tok');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ userid: 2 });
  });

  it.each<[string, () => Response, ApiErrorKind, number]>([
    ['401', () => json({}, 401), 'unauthorized', 401],
    ['419', () => text('Page Expired', 419), 'session-expired', 419],
    ['500', () => json({ msg: 'panne' }, 500), 'http', 500],
    ['200 not JSON', () => text('<html>', 200), 'not-json', 200],
  ])('a conditional POST still fails as any call: %s → %s', async (_name, respond, kind, status) => {
    const { fetch } = fakeFetch(respond);
    const e = await failure(createApi({ baseUrl: '', csrfToken: 'tok', fetch }).postConditional('/x', {}, identity, { ifNoneMatch: '"v1"' }));
    expect(e.kind).toBe(kind);
    expect(e.status).toBe(status);
  });

  it('a 304 to a call that sent no If-None-Match is an error, not data', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 304 }));
    const e = await failure(createApi({ baseUrl: '', csrfToken: 'tok', fetch }).post('/x', {}, identity));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(304);
  });

  it('postConditional() goes through createApi()\'s conditional POST', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 304, headers: { etag: '"k"' } }));
    const api: Api = createApi({ baseUrl: '', csrfToken: 'tok', fetch });
    await expect(postConditional(api, '/x', {}, identity, { ifNoneMatch: '"k"' })).resolves.toEqual({ status: 'not-modified', etag: '"k"' });
    expect((calls[0].init.headers as Record<string, string>)['If-None-Match']).toBe('"k"');
  });

  it('postConditional() over a plain get/post Api answers fresh data without a tag, passing the signal', async () => {
    const post = jest.fn(async () => [7]);
    const api: Api = { get: jest.fn(), post } as unknown as Api;
    const controller = new AbortController();
    await expect(postConditional(api, '/x', { a: 1 }, identity, { ifNoneMatch: '"k"', signal: controller.signal }))
      .resolves.toEqual({ status: 'fresh', data: [7], etag: null });
    expect(post).toHaveBeenCalledWith('/x', { a: 1 }, identity, { signal: controller.signal });
  });
});

describe('api: what is never sent (issue 22)', () => {
  it.each(['//evil.example', '/\\evil.example', '\\\\evil.example', ' //evil.example', 'javascript:alert(1)', 'app'])(
    'a refused base URL %j: no request at all, kind refused', async (baseUrl) => {
      const { fetch, calls } = fakeFetch(() => json([]));
      const api = createApi({ baseUrl, csrfToken: 'tok', fetch });
      expect((await failure(api.get('/contacts/list/3', identity))).kind).toBe('refused');
      expect((await failure(api.post('/ajax/bardages/liste-offres', {}, identity))).kind).toBe('refused');
      expect(calls).toHaveLength(0);
    },
  );

  it('no CSRF token: no POST leaves, kind no-csrf, the element is told; a GET still goes', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const onMissingCsrfToken = jest.fn();
    const api = createApi({ baseUrl: '', csrfToken: '', fetch, onMissingCsrfToken });
    expect((await failure(api.post('/ajax/bardages/liste-offres', { userid: 2 }, identity))).kind).toBe('no-csrf');
    expect(calls).toHaveLength(0);
    expect(onMissingCsrfToken).toHaveBeenCalledTimes(1);
    await api.get('/contacts/list/3', identity);
    expect(calls).toHaveLength(1);
  });
});

describe('api: a call with no answer is abandoned after 30 s (issue 22)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const hanging = () => ((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  })) as unknown as typeof globalThis.fetch;

  it('timeout at 30 s, not before', async () => {
    const api = createApi({ baseUrl: '', csrfToken: 'tok', fetch: hanging() });
    let settled: ApiError | null = null;
    const pending = failure(api.post('/ajax/bardages/statut-offre', {}, identity)).then((e) => { settled = e; return e; });
    await jest.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    const e = await pending;
    expect(e.kind).toBe('timeout');
    expect(isAbortError(e)).toBe(false);
  });

  it('an answer in time clears the timer', async () => {
    const { fetch } = fakeFetch(() => json([1]));
    await expect(createApi({ baseUrl: '', csrfToken: 'tok', fetch }).get('/x', identity)).resolves.toEqual([1]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
