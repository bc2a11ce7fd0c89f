// The API client: JSON over fetch with the headers of DESIGN.md §2, every failure turned into one ApiError.
import { checkBaseUrl, joinUrl } from './urls';

export { joinUrl } from './urls';

/**
 * 'no-csrf': a POST without any CSRF token, not sent; 'refused': a refused base URL, nothing sent;
 * 'timeout': no answer within REQUEST_TIMEOUT_MS.
 */
export type ApiErrorKind =
  | 'unauthorized' | 'session-expired' | 'http' | 'network' | 'not-json' | 'bad-shape' | 'aborted' | 'no-csrf' | 'refused' | 'timeout';

/** A call with no answer after this long is abandoned (issue 22): the user is told, not left waiting. */
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
  /** Default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
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
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function serverMessageOf(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return '';
    const { msg, message } = body as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg !== '') return msg;
    if (typeof message === 'string') return message;
  } catch {
    // not JSON: no server message
  }
  return '';
}

/** One exchange with the server: the request as DESIGN.md §2 has it, every failure one ApiError. */
async function exchange<T>(config: ApiConfig, method: 'GET' | 'POST', url: string, body: Record<string, unknown> | undefined,
  parse: (json: unknown) => T, signal: AbortSignal, ifNoneMatch: string | null | undefined): Promise<Conditional<T>> {
  const aborted = () => new ApiError('aborted', `${method} ${url}: requête annulée`);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal };
  if (method === 'POST') {
    headers['X-CSRF-TOKEN'] = config.csrfToken;
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;

  const doFetch = config.fetch ?? globalThis.fetch;
  let res: Response;
  let text: string;
  try {
    res = await doFetch(url, init);
    text = res.status === 401 || res.status === 419 || res.status === 304 ? '' : await res.text();
  } catch (e) {
    if (signal.aborted || isAbortError(e)) throw aborted();
    throw new ApiError('network', `${method} ${url}: ${messageOf(e)}`);
  }
  if (signal.aborted) throw aborted();

  if (res.status === 401) throw new ApiError('unauthorized', `${method} ${url}: 401`, 401);
  if (res.status === 419) throw new ApiError('session-expired', `${method} ${url}: 419`, 419);
  const etag = res.headers?.get?.('etag') ?? null;
  if (res.status === 304 && ifNoneMatch) return { status: 'not-modified', etag: etag ?? ifNoneMatch };
  if (!res.ok) {
    const serverMessage = serverMessageOf(text);
    throw new ApiError('http', `${method} ${url}: ${res.status} ${serverMessage}`.trim(), res.status, serverMessage);
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('not-json', `${method} ${url}: réponse non JSON (${res.headers?.get?.('content-type') ?? '?'})`, res.status);
  }
  let data: T;
  try {
    data = parse(json);
  } catch (e) {
    throw new ApiError('bad-shape', `${method} ${url}: ${messageOf(e)}`, res.status);
  }
  return { status: 'fresh', data, etag };
}

export function createApi(config: ApiConfig): ConditionalApi {
  async function request<T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> | undefined,
    parse: (json: unknown) => T, opts: ConditionalOptions = {}): Promise<Conditional<T>> {
    const url = joinUrl(config.baseUrl, path);
    if (opts.signal?.aborted) throw new ApiError('aborted', `${method} ${url}: requête annulée`);
    // Nothing leaves for a refused base URL (it would send the page's token to another server), nor a POST
    // without a token (it would only earn a 419).
    if (checkBaseUrl(config.baseUrl) === null) throw new ApiError('refused', `${method} ${path}: base-url refusée`);
    if (method === 'POST' && !config.csrfToken) {
      config.onMissingCsrfToken?.();
      throw new ApiError('no-csrf', `${method} ${url}: aucun jeton CSRF (csrf-token)`);
    }
    // The caller's signal or the time limit, whichever comes first, aborts the exchange.
    const limit = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; controller.abort(); }, limit);
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onAbort);
    try {
      return await exchange(config, method, url, body, parse, controller.signal, opts.ifNoneMatch);
    } catch (e) {
      if (timedOut && isAbortError(e)) throw new ApiError('timeout', `${method} ${url}: pas de réponse en ${limit} ms`);
      throw e;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }
  const dataOf = <T>(answer: Conditional<T>): T => {
    if (answer.status === 'fresh') return answer.data;
    throw new ApiError('http', 'réponse 304 sans If-None-Match', 304); // unreachable: no If-None-Match sent
  };

  return {
    get: (path, parse, opts) => request('GET', path, undefined, parse, { signal: opts?.signal }).then(dataOf),
    post: (path, body, parse, opts) => request('POST', path, body, parse, { signal: opts?.signal }).then(dataOf),
    postConditional: (path, body, parse, opts) => request('POST', path, body, parse, opts),
  };
}
