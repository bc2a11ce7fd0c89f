// The API client: JSON over fetch with the headers of DESIGN.md §2, every failure turned into one ApiError.
import { checkBaseUrl, joinUrl } from './urls';

export { joinUrl } from './urls';

/**
 * 'no-csrf': a POST without any CSRF token, not sent; 'refused': a refused base URL, nothing sent;
 * 'timeout': no answer within REQUEST_TIMEOUT_MS.
 */
export type ApiErrorKind =
  | 'unauthorized' | 'session-expired' | 'http' | 'network' | 'not-json' | 'bad-shape' | 'aborted' | 'no-csrf' | 'refused' | 'timeout';

/** A call with no answer after this long is abandoned: the user is told, not left waiting. */
export const REQUEST_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when there is none (network failure, abort). */
  readonly status: number;
  /** `msg` (else `message`) of the server's JSON error body, '' when none. */
  readonly serverMessage: string;

  constructor(kind: ApiErrorKind, message: string, status = 0, serverMessage = '') {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface ApiConfig {
  baseUrl: string;
  csrfToken: string;
  /** Defaults to `globalThis.fetch`, looked up at call time (so tests and hosts may replace it). */
  fetch?: typeof fetch;
  /** Called when a POST is refused for want of a CSRF token (the element logs it once). */
  onMissingCsrfToken?(): void;
}

export interface RequestOptions { signal?: AbortSignal }

export interface Api {
  get<T>(path: string, parse: (json: unknown) => T, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body: Record<string, unknown>, parse: (json: unknown) => T, opts?: RequestOptions): Promise<T>;
}

export interface ConditionalOptions extends RequestOptions {
  /** The ETag of the copy the caller keeps: sent as If-None-Match (browsers never add it to a POST). */
  ifNoneMatch?: string | null;
}

/** A conditional answer: fresh data with its ETag (null when the server sent none), or 304 Not Modified. */
export type Conditional<T> =
  | { status: 'fresh'; data: T; etag: string | null }
  | { status: 'not-modified'; etag: string | null };

/** What createApi() returns: an Api that can also make conditional POSTs. */
export interface ConditionalApi extends Api {
  postConditional<T>(path: string, body: Record<string, unknown>, parse: (json: unknown) => T, opts?: ConditionalOptions): Promise<Conditional<T>>;
}

/**
 * A conditional POST through any Api: createApi()'s sends If-None-Match and reports 304; another Api (a host's
 * or a test's plain get/post) just answers fresh data without an ETag, so callers need not tell them apart.
 */
export function postConditional<T>(api: Api, path: string, body: Record<string, unknown>, parse: (json: unknown) => T,
  opts: ConditionalOptions = {}): Promise<Conditional<T>> {
  const conditional = (api as Partial<ConditionalApi>).postConditional;
  if (typeof conditional === 'function') return conditional.call(api, path, body, parse, opts) as Promise<Conditional<T>>;
  return api.post(path, body, parse, { signal: opts.signal }).then((data) => ({ status: 'fresh', data, etag: null }));
}

/** True for an aborted request, whether reported by us (ApiError 'aborted') or by fetch (AbortError). */
export function isAbortError(e: unknown): boolean {
  if (e instanceof ApiError) return e.kind === 'aborted';
  return (e as Error | null | undefined)?.name === 'AbortError';
}

/** `msg` (else `message`) of the server's JSON error body, '' when none. */
function serverMessageOf(text: string): string {
  try {
    const { msg, message } = JSON.parse(text) ?? {};
    return typeof msg === 'string' && msg ? msg : typeof message === 'string' ? message : '';
  } catch {
    return ''; // not JSON: no server message
  }
}

export function createApi(config: ApiConfig): ConditionalApi {
  /** One exchange with the server: the request as DESIGN.md §2 has it, every failure one ApiError. */
  async function request<T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> | undefined,
    parse: (json: unknown) => T, opts: ConditionalOptions = {}): Promise<Conditional<T>> {
    const url = joinUrl(config.baseUrl, path);
    const fail = (kind: ApiErrorKind, detail: string = kind, status = 0, serverMessage = '') =>
      new ApiError(kind, `${method} ${url}: ${detail}`, status, serverMessage);
    const { signal, ifNoneMatch } = opts;
    if (signal?.aborted) throw fail('aborted');
    // Nothing leaves for a refused base URL (it would send the page's token to another server), nor a POST
    // without a token (it would only earn a 419).
    if (checkBaseUrl(config.baseUrl) === null) throw fail('refused');
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (method === 'POST') {
      if (!config.csrfToken) {
        config.onMissingCsrfToken?.();
        throw fail('no-csrf', 'csrf-token');
      }
      headers['X-CSRF-TOKEN'] = config.csrfToken;
      headers['Content-Type'] = 'application/json';
    }
    if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
    // The caller's signal or the time limit, whichever comes first, aborts the exchange.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; controller.abort(); }, REQUEST_TIMEOUT_MS);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    let res: Response;
    let text: string;
    try {
      res = await (config.fetch ?? globalThis.fetch)(url, {
        method, headers, credentials: 'same-origin', signal: controller.signal, body: body && JSON.stringify(body),
      });
      text = res.status === 401 || res.status === 419 || res.status === 304 ? '' : await res.text();
    } catch (e) {
      if (timedOut) throw fail('timeout');
      if (controller.signal.aborted || isAbortError(e)) throw fail('aborted');
      throw fail('network', e instanceof Error ? e.message : String(e));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    if (controller.signal.aborted) throw fail('aborted');

    const { status } = res;
    if (status === 401) throw fail('unauthorized', '401', 401);
    if (status === 419) throw fail('session-expired', '419', 419);
    const etag = res.headers.get('etag');
    if (status === 304 && ifNoneMatch) return { status: 'not-modified', etag: etag ?? ifNoneMatch };
    if (!res.ok) {
      const serverMessage = serverMessageOf(text);
      throw fail('http', `${status} ${serverMessage}`, status, serverMessage);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw fail('not-json', 'not-json', status);
    }
    try {
      return { status: 'fresh', data: parse(json), etag };
    } catch (e) {
      throw fail('bad-shape', String(e), status);
    }
  }
  // No If-None-Match sent: the answer is fresh data (a 304 is then an 'http' error).
  const dataOf = <T>(answer: Conditional<T>): T => (answer as { data: T }).data;

  return {
    get: (path, parse, opts) => request('GET', path, undefined, parse, opts).then(dataOf),
    post: (path, body, parse, opts) => request('POST', path, body, parse, opts).then(dataOf),
    postConditional: (path, body, parse, opts) => request('POST', path, body, parse, opts),
  };
}
