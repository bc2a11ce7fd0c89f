// A fake `fetch` answering by route, for screen and element tests. It records every call (URL, method,
// headers, parsed JSON body, credentials, signal), answers JSON, any status, HTML, after a delay, when
// the test releases it, or with a network error, and honours AbortSignal like a browser's fetch
// (rejects with an AbortError, and the call is marked `aborted`).
//
//   const server = createFakeServer();
//   server.on('GET', '/contacts/list/7', reply.json(rows));
//   const held = server.hold('POST', '/ajax/contacts/delete');   // answer later: held.release(reply.json(…))
//   createApi({ baseUrl: '', csrfToken: 'tok', fetch: server.fetch })
//
// Routes match the requested URL exactly (so a base-url prefix is checked too), or a RegExp. A request
// with no route gets a 404 and is listed in `server.unmatched()`.

export type Method = 'GET' | 'POST';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body parsed, the raw text when not JSON, undefined without a body. */
  body: unknown;
  rawBody: string | undefined;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
  /** True once the caller aborted this request (before it was answered). */
  aborted: boolean;
  /** True once the fake answered (resolved or rejected with a network error). */
  settled: boolean;
  matched: boolean;
}

export interface Reply {
  status?: number;
  /** Body as JSON (serialised) … */
  json?: unknown;
  /** … or as raw text with this content type. */
  text?: string;
  contentType?: string;
  /** Milliseconds to wait before answering (real timers). */
  delayMs?: number;
  /** Reject like fetch does when the network fails (TypeError). */
  networkError?: boolean;
  /** Extra response headers (e.g. ETag). */
  headers?: Record<string, string>;
}

export type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

export const reply = {
  json: (body: unknown, status = 200, extra: Omit<Reply, 'json' | 'status'> = {}): Reply => ({ ...extra, status, json: body }),
  html: (text: string, status = 200): Reply => ({ status, text, contentType: 'text/html; charset=UTF-8' }),
  status: (status: number, body: unknown = { msg: '' }): Reply => ({ status, json: body }),
  networkError: (): Reply => ({ networkError: true }),
};

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

export interface HeldRoute {
  /** Calls that reached this route and wait for an answer, oldest first. */
  readonly waiting: RecordedCall[];
  /** Answers the oldest waiting call (or the next one to come). */
  release(answer: Reply): void;
  /** Answers every waiting call with the same reply. */
  releaseAll(answer: Reply): void;
}

interface Route {
  method: string;
  url: string | RegExp;
  handler: Handler;
  once: boolean;
}

function abortError(): Error {
  try {
    return new DOMException('The operation was aborted.', 'AbortError');
  } catch {
    const e = new Error('The operation was aborted.');
    e.name = 'AbortError';
    return e;
  }
}

function headersToObject(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (typeof Headers !== 'undefined' && headers instanceof Headers) {
    const out: Record<string, string> = {};
    headers.forEach((v, k) => { out[k] = v; });
    return out;
  }
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...(headers as Record<string, string>) };
}

function toResponse(answer: Reply): Response {
  const status = answer.status ?? 200;
  const isJson = answer.text === undefined;
  const body = isJson ? JSON.stringify(answer.json ?? null) : answer.text ?? '';
  const contentType = answer.contentType ?? (isJson ? 'application/json' : 'text/plain');
  // A 304 has no body.
  return new Response(status === 304 ? null : body, { status, headers: { 'content-type': contentType, ...answer.headers } });
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { signal?.removeEventListener('abort', onAbort); resolve(); }, ms);
    const onAbort = () => { clearTimeout(timer); reject(abortError()); };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface FakeServer {
  fetch: typeof fetch;
  /** Every call, in order. */
  readonly calls: RecordedCall[];
  on(method: Method, url: string | RegExp, handler: Handler): FakeServer;
  /** Like `on`, but used for one call only (earlier `once` routes win over `on` routes). */
  once(method: Method, url: string | RegExp, handler: Handler): FakeServer;
  /** Calls to this route wait until the test releases them. */
  hold(method: Method, url: string | RegExp): HeldRoute;
  callsTo(method: Method, url: string | RegExp): RecordedCall[];
  unmatched(): RecordedCall[];
  /** Resolves when no call is waiting for its answer any more (after pending delays, not held routes). */
  settle(): Promise<void>;
}

const matches = (route: { method: string; url: string | RegExp }, method: string, url: string) =>
  route.method === method && (typeof route.url === 'string' ? route.url === url : route.url.test(url));

export interface FakeServerOptions {
  /**
   * Behave like a fetch that does not honour AbortSignal (an old polyfill, a proxy that answers anyway):
   * the abort is recorded, but the answer still arrives. Lets a test check that a superseded answer is
   * ignored by the screen, not only cancelled by the transport.
   */
  ignoreAbort?: boolean;
}

export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  const { ignoreAbort = false } = options;
  const calls: RecordedCall[] = [];
  const routes: Route[] = [];
  const inFlight = new Map<Promise<unknown>, RecordedCall>();
  /** Calls waiting at a held route until the test releases them: settle() does not wait for them. */
  const heldNow = new Set<RecordedCall>();

  const findRoute = (method: string, url: string): Route | undefined => {
    const candidates = routes.filter((r) => matches(r, method, url));
    const chosen = candidates.find((r) => r.once) ?? candidates[candidates.length - 1];
    if (chosen?.once) routes.splice(routes.indexOf(chosen), 1);
    return chosen;
  };

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    let body: unknown = rawBody;
    if (rawBody !== undefined) {
      try { body = JSON.parse(rawBody); } catch { /* keep the text */ }
    }
    const signal = init.signal ?? undefined;
    const call: RecordedCall = {
      url, method, headers: headersToObject(init.headers), body, rawBody, credentials: init.credentials,
      signal, aborted: false, settled: false, matched: false,
    };
    calls.push(call);
    if (signal?.aborted) {
      call.aborted = true;
      if (!ignoreAbort) throw abortError();
    }
    signal?.addEventListener('abort', () => { if (!call.settled) call.aborted = true; }, { once: true });

    const route = findRoute(method, url);
    call.matched = route !== undefined;
    const work = (async () => {
      const answer: Reply = route
        ? typeof route.handler === 'function' ? await route.handler(call) : route.handler
        : reply.json({ msg: `fakeServer: no route for ${method} ${url}` }, 404);
      if (answer.delayMs) await sleep(answer.delayMs, ignoreAbort ? undefined : signal);
      if (signal?.aborted && !ignoreAbort) throw abortError();
      if (answer.networkError) throw new TypeError('Failed to fetch');
      return toResponse(answer);
    })();

    // A browser's fetch rejects as soon as its signal aborts, even while the server is still thinking.
    const aborted = new Promise<never>((_, reject) => {
      if (signal && !ignoreAbort) signal.addEventListener('abort', () => reject(abortError()), { once: true });
    });
    aborted.catch(() => undefined);
    const result = Promise.race([work, aborted]);
    const tracked = result.then(() => undefined, () => undefined).finally(() => { call.settled = true; inFlight.delete(tracked); });
    inFlight.set(tracked, call);
    work.catch(() => undefined);
    return result;
  };

  const server: FakeServer = {
    fetch: fetchImpl as unknown as typeof fetch,
    calls,
    on(method, url, handler) {
      routes.push({ method, url, handler, once: false });
      return server;
    },
    once(method, url, handler) {
      routes.push({ method, url, handler, once: true });
      return server;
    },
    hold(method, url) {
      const waiting: RecordedCall[] = [];
      const gates: Array<Deferred<Reply>> = [];
      const early: Reply[] = [];
      routes.push({
        method, url, once: false,
        handler: (call) => {
          if (early.length) return early.shift()!;
          waiting.push(call);
          heldNow.add(call);
          const gate = deferred<Reply>();
          gates.push(gate);
          return gate.promise;
        },
      });
      return {
        waiting,
        release(answer) {
          const gate = gates.shift();
          const call = waiting.shift();
          if (call) heldNow.delete(call);
          if (gate) gate.resolve(answer); else early.push(answer);
        },
        releaseAll(answer) {
          while (gates.length) { heldNow.delete(waiting.shift()!); gates.shift()!.resolve(answer); }
        },
      };
    },
    callsTo: (method, url) => calls.filter((c) => matches({ method, url }, c.method, c.url)),
    unmatched: () => calls.filter((c) => !c.matched),
    async settle() {
      for (;;) {
        const pending = [...inFlight].filter(([, call]) => !heldNow.has(call)).map(([tracked]) => tracked);
        if (pending.length === 0) return;
        await Promise.all(pending);
      }
    },
  };
  return server;
}

/**
 * Registers the beforeEach/afterEach of a test file that renders real elements: before each test a clean
 * page (session storage, URL) and a fresh fake server answering `fetch`, with console.error silenced and
 * recorded, both handed to `use`; after it the page's body emptied and `fetch` and console.error restored.
 */
/** The page's <meta name="csrf-token"> under useFakeServerPage. */
export const PAGE_CSRF_TOKEN = 'jeton-page';

export function useFakeServerPage(use: (server: FakeServer, consoleError: jest.SpyInstance) => void): void {
  let realFetch: typeof fetch | null = null;
  let consoleError: jest.SpyInstance | null = null;
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    // As every host page has it (Laravel's layout): without any token the widgets send no POST (issue 22).
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = PAGE_CSRF_TOKEN;
    document.head.append(meta);
    const server = createFakeServer();
    realFetch = globalThis.fetch;
    globalThis.fetch = server.fetch;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    use(server, consoleError);
  });
  afterEach(() => {
    document.body.replaceChildren();
    document.head.querySelectorAll('meta[name="csrf-token"]').forEach((m) => m.remove());
    if (realFetch) globalThis.fetch = realFetch;
    consoleError?.mockRestore();
  });
}
