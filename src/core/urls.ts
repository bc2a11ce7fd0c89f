// URL joining shared by the API client and the link builders, and the one rule for `base-url`
// (DESIGN.md "Properties, global API, session"): "", a path starting with exactly one "/", or an explicit
// http(s) URL. Anything else is refused: browsers read "//host", "/\host", "\\host" and " //host" as
// another server (they drop leading spaces and inner tabs / newlines, and take "\" for "/").

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TRAILING_SPACE = /[\u0000-\u0020\u007f]+$/;
/** A path on this origin: one "/" then anything but a second "/" (which would name a host). */
const SAME_ORIGIN_PATH = /^\/(?!\/)/;
/** An explicit http(s) URL with a host: "https://" then a character that starts a host name. */
const HTTP_URL = /^https?:\/\/[^/?#@]/i;

/**
 * The base URL as it may be used as a prefix (trailing spaces and slashes removed), or null when refused.
 * Refused: a leading space or control character, any inner one, any backslash, "//…", a relative path
 * ("app", "../app"), and every scheme but http(s).
 */
export function checkBaseUrl(baseUrl: string | null | undefined): string | null {
  const base = String(baseUrl ?? '').replace(TRAILING_SPACE, '');
  if (base === '') return '';
  if (CONTROL_OR_SPACE.test(base) || base.includes('\\')) return null;
  if (!SAME_ORIGIN_PATH.test(base) && !HTTP_URL.test(base)) return null;
  return base.replace(/\/+$/, '');
}

/** The base URL as a prefix; a refused one is '' (the page's origin), so a link can never leave for it. */
export function safeBaseUrl(baseUrl: string): string {
  return checkBaseUrl(baseUrl) ?? '';
}

/** `joinUrl('https://x/app/', '/contacts/list/3')` → 'https://x/app/contacts/list/3' (never a double slash). */
export function joinUrl(baseUrl: string, path: string): string {
  const p = path.replace(/^\/+/, '');
  return `${safeBaseUrl(baseUrl)}/${p}`;
}
