import { checkBaseUrl } from '../core/urls';
import { fr } from '../i18n/fr';

// Our own safe attribute parsers (r2wc's json/boolean types throw or guess). A bad value never breaks
// the page: it falls back to a safe default and logs one console.error naming the attribute.

const reported = new WeakMap<object, Set<string>>();

/** True the first time `key` is reported for this host (each problem is logged once per element). */
function firstReport(host: object | null | undefined, key: string): boolean {
  const owner = host ?? reportBadAttribute;
  let seen = reported.get(owner);
  if (!seen) reported.set(owner, (seen = new Set()));
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

export function reportBadAttribute(host: object | null | undefined, name: string, value: string): void {
  if (!firstReport(host, `${name}\u0000${value}`)) return;
  console.error(`terreal-widgets: invalid value for attribute "${name}": ${JSON.stringify(value.slice(0, 200))}; a safe default is used.`);
}

/** A required attribute that is missing or empty (the widget shows why it cannot load). */
export function reportMissingAttribute(host: object | null | undefined, name: string): void {
  if (!firstReport(host, `${name}\u0001missing`)) return;
  console.error(`terreal-widgets: required attribute "${name}" is missing or empty; nothing is loaded.`);
}

const isMissing = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

/** A required positive whole number, or null (missing or invalid: reported, and nothing is loaded). */
export function parseIdAttribute(host: object | null | undefined, name: string, value: string | null | undefined): number | null {
  if (isMissing(value)) {
    reportMissingAttribute(host, name);
    return null;
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (Number.isSafeInteger(n) && n > 0) return n;
  }
  reportBadAttribute(host, name, value);
  return null;
}

const TRUE = new Set(['true', '1', 'yes', 'oui']);
const FALSE = new Set(['false', '0', 'no', 'non']);

/** Booleans are written "true" / "false"; anything else is reported and read as false. */
export function parseBooleanAttribute(host: object | null | undefined, name: string, value: string | null | undefined): boolean {
  if (isMissing(value)) return false;
  const text = value.trim().toLowerCase();
  if (TRUE.has(text)) return true;
  if (!FALSE.has(text)) reportBadAttribute(host, name, value);
  return false;
}

export function parseNumberAttribute(host: object | null | undefined, name: string, value: string | null | undefined, fallback: number): number {
  if (isMissing(value)) return fallback;
  const n = Number(value.trim());
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
  if (typeof value === 'object' && value !== null) {
    const parsed = parse(value);
    if (parsed === null) reportBadAttribute(host, name, Object.prototype.toString.call(value));
    return parsed ?? fallback;
  }
  if (typeof value !== 'string' || isMissing(value)) return fallback;
  try {
    const parsed = parse(JSON.parse(value));
    if (parsed !== null) return parsed;
  } catch {
    // reported below
  }
  reportBadAttribute(host, name, value);
  return fallback;
}

/**
 * base-url: a prefix for every call and link. The one rule is core's checkBaseUrl ("", a path starting
 * with exactly one "/", or an explicit http(s) URL); whatever it refuses is reported here, once per
 * element, naming the attribute, and read as null: the widget then sends no request at all.
 */
export function parseBaseUrlAttribute(host: object | null | undefined, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return '';
  const checked = checkBaseUrl(value);
  if (checked === null && firstReport(host, 'base-url\u0002refused')) {
    console.error(`terreal-widgets: invalid value for attribute "base-url": ${JSON.stringify(value.slice(0, 200))}; `
      + 'only "", a path starting with one "/" or an http(s) URL is accepted. Nothing is requested.');
  }
  return checked;
}

/** The page's <meta name="csrf-token">, '' when none. */
export function metaCsrfToken(doc: Document | undefined = globalThis.document): string {
  return doc?.querySelector('meta[name="csrf-token"]')?.getAttribute('content')?.trim() ?? '';
}

/** No CSRF token at all: no POST is sent (src/core/api.ts); said once per element. */
export function reportMissingCsrfToken(host: object | null | undefined): void {
  if (!firstReport(host, 'csrf-token\u0001missing')) return;
  console.error('terreal-widgets: no CSRF token (attribute "csrf-token" or <meta name="csrf-token">): no POST is sent.');
}

/** csrf-token attribute, else the page's <meta name="csrf-token">. */
export function csrfToken(value: string | null | undefined, doc: Document | undefined = globalThis.document): string {
  if (!isMissing(value)) return value.trim();
  return metaCsrfToken(doc);
}

/** What the widget says when it has no usable user id: missing, or given but invalid. */
export function noUserText(value: string | null | undefined): string {
  return isMissing(value) ? fr.errors.missingUser : fr.errors.invalidUser;
}
