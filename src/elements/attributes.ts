import { toId } from '../core/normalize';
import { checkBaseUrl } from '../core/urls';
import { fr } from '../i18n/fr';

// Our own safe attribute parsers (r2wc's json/boolean types throw or guess). A bad value never breaks
// the page: it falls back to a safe default and logs one console.error naming the attribute.

const reported = new WeakMap<object, Set<string>>();

/**
 * Logs `terreal-widgets: attribute "{name}" {problem}`, once per element and problem (a problem that
 * quotes the value is said again for another value).
 */
function report(host: object | null | undefined, name: string, problem: string): void {
  const owner = host ?? reported;
  let seen = reported.get(owner);
  if (!seen) reported.set(owner, (seen = new Set()));
  const text = `terreal-widgets: attribute "${name}" ${problem}`;
  if (seen.has(text)) return;
  seen.add(text);
  console.error(text);
}

export function reportBadAttribute(host: object | null | undefined, name: string, value: string): void {
  report(host, name, `invalid: ${JSON.stringify(value.slice(0, 200))}, default used`);
}

const isMissing = (value: string | null | undefined): value is null | undefined | '' => !value?.trim();

/** A required positive whole number, or null (missing or invalid: reported, and nothing is loaded). */
export function parseIdAttribute(host: object | null | undefined, name: string, value: string | null | undefined): number | null {
  if (isMissing(value)) {
    report(host, name, 'missing: nothing loaded');
    return null;
  }
  const id = toId(value);
  if (id === null) reportBadAttribute(host, name, value);
  return id;
}

/** Booleans are written "true" / "false" (also 1 / 0, yes / no, oui / non); anything else is reported and read as false. */
export function parseBooleanAttribute(host: object | null | undefined, name: string, value: string | null | undefined): boolean {
  if (isMissing(value)) return false;
  const text = value.trim().toLowerCase();
  if (/^(true|1|yes|oui)$/.test(text)) return true;
  if (!/^(false|0|no|non)$/.test(text)) reportBadAttribute(host, name, value);
  return false;
}

export function parseNumberAttribute(host: object | null | undefined, name: string, value: string | null | undefined, fallback: number): number {
  if (isMissing(value)) return fallback;
  const n = Number(value);
  if (Number.isFinite(n)) return n;
  reportBadAttribute(host, name, value);
  return fallback;
}

/**
 * JSON through `parse` (which returns null for a wrong shape); missing → fallback silently. An object or
 * array set as the element's property is taken as it is (no JSON text to read).
 */
export function parseJsonAttribute<T>(
  host: object | null | undefined,
  name: string,
  value: unknown,
  parse: (json: unknown) => T | null,
  fallback: T,
): T {
  if (typeof value === 'string' ? isMissing(value) : typeof value !== 'object' || value === null) return fallback;
  let parsed: T | null = null;
  try {
    parsed = parse(typeof value === 'string' ? JSON.parse(value) : value);
  } catch {
    // reported below
  }
  if (parsed !== null) return parsed;
  reportBadAttribute(host, name, typeof value === 'string' ? value : Object.prototype.toString.call(value));
  return fallback;
}

/**
 * base-url: a prefix for every call and link. The one rule is core's checkBaseUrl ("", a path starting
 * with exactly one "/", or an explicit http(s) URL); whatever it refuses is reported here, once per
 * element, naming the attribute, and read as null: the widget then sends no request at all.
 */
export function parseBaseUrlAttribute(host: object | null | undefined, value: string | null | undefined): string | null {
  const checked = checkBaseUrl(value);
  if (checked === null) report(host, 'base-url', 'refused: nothing requested');
  return checked;
}

/** The page's <meta name="csrf-token">, '' when none. */
export function metaCsrfToken(): string {
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')?.trim() ?? '';
}

/** No CSRF token at all: no POST is sent (src/core/api.ts); said once per element. */
export function reportMissingCsrfToken(host: object | null | undefined): void {
  report(host, 'csrf-token', 'missing, no csrf-token meta: no POST');
}

/** What the widget says when it has no usable user id: missing, or given but invalid. */
export function noUserText(value: string | null | undefined): string {
  return isMissing(value) ? fr.errors.missingUser : fr.errors.invalidUser;
}
