// "Retour" links of the read-only target pages: back to the list page the user came from (same host,
// one of the known host pages, taken from the Referer with its query: ?o=, Leopard parameters), else a default.
import type { Request } from 'express';
import { SCREENS } from './elements';

const HOST_PAGE = new RegExp(`^/(?:(?:app/|legacy/)?(?:${SCREENS.join('|')})|demo)?$`);

export function backLink(req: Request, fallback: string): string {
  const referer = req.get('referer');
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    if (from.host !== req.get('host') || !/^https?:$/.test(from.protocol) || !HOST_PAGE.test(from.pathname)) return fallback;
    return from.pathname + from.search;
  } catch {
    return fallback;
  }
}
