// What differs between the offer families on the server, derived from the widgets' own declarations
// (src/families) and French names (src/i18n/fr.ts): no second table, and nothing branches on a family's or
// a tool's name (issue 21). hostFamilies() hands the same data to the Laravel host.
import { STATUS_CODES } from '../../src/core/offerRules';
import { offerScopeValue, scopeOption, type OfferScope } from '../../src/core/offerScope';
import type { Offer } from '../../src/core/types';
import { FAMILIES, FAMILY_CONFIGS, type Family } from '../../src/families';
import { FAMILY_NAMES } from '../../src/i18n/fr';

export { FAMILIES, type Family };

export interface ServerFamily {
  /** Shown in page titles and the PDF: the family as users write it, capitalised. */
  label: string;
  /** Offer references '<prefix>-<year>-<sequence>': the family's first three letters, upper-cased. */
  refPrefix: string;
  /** Offers carry a transport destination and linear metres (the family shows the destination column). */
  transport: boolean;
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const SERVER_FAMILIES = Object.fromEntries(FAMILIES.map((f) => [f, {
  label: capitalised(FAMILY_NAMES[f]),
  refPrefix: f.slice(0, 3).toUpperCase(),
  transport: FAMILY_CONFIGS[f].columns.includes('transport_dest'),
}])) as Record<Family, ServerFamily>;

/** The family's list scope (its quoting tools), or null. */
export const familyScope = (family: Family): OfferScope | null => FAMILY_CONFIGS[family].scope ?? null;

/** The family has a list scope: the tool selector, its parameter and the old-price-list clone rule. */
export const hasTools = (family: Family): boolean => familyScope(family) !== null;

/** The query parameters of every scope (they are not part of the Leopard data). */
export const SCOPE_PARAMS: readonly string[] = [...new Set(FAMILIES.flatMap((f) => familyScope(f)?.param ?? []))];

/** The label of the offer's choice of the family's scope (the PDF), '' without a scope. */
export function scopeLabel(family: Family, offer: Pick<Offer, 'outil'>): string {
  const scope = familyScope(family);
  return scope ? scopeOption(scope, offer.outil).label : '';
}

/** The list page of an offer: /{family}, plus ?{param}={choice} when the family has a scope. */
export function listPath(family: Family, offer: Pick<Offer, 'outil'>): string {
  const scope = familyScope(family);
  return scope ? `/${family}?${scope.param}=${offerScopeValue(scope, offer)}` : `/${family}`;
}

/** Every new-offer variant of the family (its link shape), the default first. */
export const offerVariants = (family: Family): string[] => [...FAMILY_CONFIGS[family].links.newOfferVariants];

/**
 * The variant a /{family}/nouvelle/{variant} page shows: a known one as asked; for a family with a scope,
 * anything else as its match rule reads it (its default when unknown); otherwise null (404).
 */
export function pageVariant(family: Family, asked: string): string | null {
  if (offerVariants(family).includes(asked)) return asked;
  const scope = familyScope(family);
  return scope ? scope.match(asked) : null;
}

/** What the Laravel host knows of a family (App\Support\Families), as JSON. */
export interface HostFamily extends ServerFamily {
  /** The commercial status codes of its select (an unset status, '', is accepted besides). */
  statuses: string[];
  /** Every status code's label (core/offerRules statusLabel), for the conflict answers' messages. */
  statusLabels: Record<string, string>;
  variants: string[];
  /**
   * The list scope: its parameter, its choices in order (and which get the old-price-list rule of cloning)
   * and default. Its match rule is a function; the host applies the one every scope has (trimmed and
   * lowercased, a choice, else the default), which test/server/families.test.ts checks against each `match`.
   */
  scope: {
    param: string;
    options: { value: string; cloneWarning: boolean }[];
    default: string;
  } | null;
}

/** Every family for the Laravel host, in TERREAL_FAMILIES (demo/laravel/start.ts). */
export function hostFamilies(): Record<Family, HostFamily> {
  return Object.fromEntries(FAMILIES.map((f) => {
    const scope = familyScope(f);
    const host: HostFamily = {
      ...SERVER_FAMILIES[f],
      statuses: FAMILY_CONFIGS[f].statusOptions.map((s) => s.code),
      statusLabels: Object.fromEntries(STATUS_CODES.map((s) => [s.code, s.label])),
      variants: offerVariants(f),
      scope: scope && {
        param: scope.param,
        options: Object.entries(scope.options).map(([value, o]) => ({ value, cloneWarning: o.cloneWarning === true })),
        default: scope.default,
      },
    };
    return [f, host];
  })) as Record<Family, HostFamily>;
}
