// URL joining shared by the API client and the link builders.

// Browsers drop ASCII tabs / newlines and leading control characters when parsing a URL
// ('java\tscript:' is 'javascript:'), so they are removed before the scheme is looked at.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The base URL as it may be used as a prefix: trimmed, without trailing slashes.
 * A base with a scheme other than http(s) (e.g. 'javascript:', 'data:') is dropped ('' = same origin),
 * so a bad `base-url` attribute can never turn a link into script.
 */
export function safeBaseUrl(baseUrl: string): string {
  const base = String(baseUrl ?? '').replace(CONTROL_CHARS, '');
  const scheme = SCHEME.exec(base);
  if (scheme && !/^https?$/i.test(scheme[1])) return '';
  return base.replace(/\/+$/, '');
}

/** `joinUrl('https://x/app/', '/contacts/list/3')` → 'https://x/app/contacts/list/3' (never a double slash). */
export function joinUrl(baseUrl: string, path: string): string {
  const p = String(path ?? '').replace(/^\/+/, '');
  return `${safeBaseUrl(baseUrl)}/${p}`;
}
