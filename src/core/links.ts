// Links of SPEC.md §2, all under the base URL. Ids and path parts are encoded and the Leopard query
// string is re-serialised, so no value can change the target or make a 'javascript:' URL.
import { joinUrl } from './urls';
import { parseTool } from './offerRules';
import type { Family, LeopardData } from './types';

export { joinUrl } from './urls';

/** One encoded path segment; '.' and '..' (which browsers resolve, even as %2E) become ''. */
const seg = (v: string | number) => (/^\.+$/.test(String(v)) ? '' : encodeURIComponent(String(v)));

/** A query string made safe: parsed and written again by URLSearchParams (a leading '?' is ignored). */
export function cleanQueryString(query: string | null | undefined): string {
  return new URLSearchParams(String(query ?? '').trim()).toString();
}

function withQuery(url: string, query: string): string {
  return query ? `${url}?${query}` : url;
}

export function contactEditHref(base: string, id: number | string): string {
  return joinUrl(base, `/contacts/${seg(id)}`);
}

/** /{family}/offres/edition/{id}; veture adds ?o={tool} (gebrik when unknown). */
export function offerEditHref(base: string, family: Family, id: number | string, tool?: string): string {
  const url = joinUrl(base, `/${seg(family)}/offres/edition/${seg(id)}`);
  return family === 'veture' ? `${url}?o=${parseTool(tool)}` : url;
}

/**
 * New offer: /bardages/nouvelle/terreal, /parement/nouvelle/terreal|terca, /veture/nouvelle/gebrik|kess
 * (anything unknown falls back to terreal / gebrik), plus the Leopard query string when there is one.
 */
export function newOfferHref(base: string, family: Family, variant: string, leopardQuery: string): string {
  let target: string;
  if (family === 'veture') target = parseTool(variant);
  else if (family === 'parement' && (variant ?? '').trim().toLowerCase() === 'terca') target = 'terca';
  else target = 'terreal';
  return withQuery(joinUrl(base, `/${seg(family)}/nouvelle/${target}`), cleanQueryString(leopardQuery));
}

/** /{family}/affiche-pdf-offre?offreid={id}, with &down=yes to download (hidden frame). */
export function pdfHref(base: string, family: Family, id: number | string, download: boolean): string {
  const url = `${joinUrl(base, `/${seg(family)}/affiche-pdf-offre`)}?offreid=${seg(id)}`;
  return download ? `${url}&down=yes` : url;
}

/** /{family}/excel-report?{params} (see excelReportParams). */
export function excelHref(base: string, family: Family, params: URLSearchParams): string {
  return withQuery(joinUrl(base, `/${seg(family)}/excel-report`), params.toString());
}

/** /leopard/{origine}?{querystring} when both are non-empty, else the home page. */
export function backHref(base: string, leopard: LeopardData | null | undefined): string {
  const origine = leopard?.leopard_data?.origine;
  const origin = typeof origine === 'string' || typeof origine === 'number' ? String(origine).trim() : '';
  const query = cleanQueryString(leopard?.querystring);
  if (seg(origin) === '' || query === '') return joinUrl(base, '/');
  return `${joinUrl(base, `/leopard/${seg(origin)}`)}?${query}`;
}

export function loginHref(base: string): string {
  return joinUrl(base, '/login');
}
