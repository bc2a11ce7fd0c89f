// The server-rendered header links (outside the React root): they keep the Leopard parameters, so the
// whole visit stays in the project's context, and mark the current screen.
import { routeOf, type Route } from './routes';

export function updateNav(doc: Document, route: Route, leopard: URLSearchParams | null): void {
  for (const a of doc.querySelectorAll<HTMLAnchorElement>('header nav a')) {
    const url = new URL(a.href);
    const screen = routeOf(url, url.origin);
    url.search = leopard ? leopard.toString() : '';
    a.href = url.pathname + url.search;
    if (screen === route) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
}
