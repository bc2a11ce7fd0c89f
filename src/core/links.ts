// Links of SPEC.md §2, all under the base URL. Ids and path parts are encoded and the Leopard query
// string is re-serialised, so no value can change the target or make a 'javascript:' URL.
import { joinUrl } from './urls';
import { oneOf, type OfferScope } from './offerScope';
import type { LeopardData } from './types';

/** The shape of a family's offer links, declared by the family (src/families), read here as data. */
export interface OfferLinkShape {
  /** The first segment of every offer link: /{path}/offres/edition/{id}, /{path}/nouvelle/{variant}, the PDF and the export. */
  path: string;
  /** Edit links carry the offer's choice of this scope as ?{param}= (the scope's default when unknown). */
  scope?: OfferScope | null;
  /** The new-offer variants, compared trimmed and lowercased; the first is used for anything else. */
  newOfferVariants: readonly [string, ...string[]];
}

export { joinUrl } from './urls';

/** One encoded path segment; '.' and '..' (which browsers resolve, even as %2E) become ''. */
const seg = (v: string | number) => (/^\.+$/.test(String(v)) ? '' : encodeURIComponent(String(v)));

/** A query string made safe: parsed and written again by URLSearchParams (a leading '?' is ignored). */
export function cleanQueryString(query: string | null | undefined): string {
  return new URLSearchParams((query ?? '').trim()).toString();
}

function withQuery(url: string, query: string): string {
  return query ? `${url}?${query}` : url;
}

export function contactEditHref(base: string, id: number | string): string {
  return joinUrl(base, `/contacts/${seg(id)}`);
}

/**
 * /{path}/offres/edition/{id}, plus ?{param}={choice} when the shape has a scope: `choice` (the offer's outil)
 * read by the scope's match rule, so its default when unknown.
 */
export function offerEditHref(base: string, shape: OfferLinkShape, id: number | string, choice?: string): string {
  const url = joinUrl(base, `/${seg(shape.path)}/offres/edition/${seg(id)}`);
  return shape.scope ? `${url}?${shape.scope.param}=${shape.scope.match(choice)}` : url;
}

/** One of the shape's new-offer variants: `asked` trimmed and lowercased when it is one, else the first. */
export function newOfferVariant(shape: OfferLinkShape, asked: unknown): string {
  return oneOf(shape.newOfferVariants, shape.newOfferVariants[0], asked);
}

/**
 * New offer: /{path}/nouvelle/{variant} (see newOfferVariant), plus the
 * Leopard query string when there is one.
 */
export function newOfferHref(base: string, shape: OfferLinkShape, variant: string, leopardQuery: string): string {
  const target = newOfferVariant(shape, variant);
  return withQuery(joinUrl(base, `/${seg(shape.path)}/nouvelle/${seg(target)}`), cleanQueryString(leopardQuery));
}

/** /{path}/affiche-pdf-offre?offreid={id}, with &down=yes to download (hidden frame). */
export function pdfHref(base: string, path: string, id: number | string, download: boolean): string {
  const url = `${joinUrl(base, `/${seg(path)}/affiche-pdf-offre`)}?offreid=${seg(id)}`;
  return download ? `${url}&down=yes` : url;
}

/** /{path}/excel-report?{params} (see excelReportParams). */
export function excelHref(base: string, path: string, params: URLSearchParams): string {
  return withQuery(joinUrl(base, `/${seg(path)}/excel-report`), params.toString());
}

/** /leopard/{origine}?{querystring} when both are non-empty, else the home page. */
export function backHref(base: string, leopard: LeopardData | null | undefined): string {
  const origin = (leopard?.leopard_data.origine ?? '').trim(); // text: core/normalize parseLeopard
  const query = cleanQueryString(leopard?.querystring);
  if (seg(origin) === '' || query === '') return joinUrl(base, '/');
  return `${joinUrl(base, `/leopard/${seg(origin)}`)}?${query}`;
}

export function loginHref(base: string): string {
  return joinUrl(base, '/login');
}
