// The standalone app's routes, as pure functions of a URL:
//   /                 home           /app/{screen}?{leopard query}&o={tool}   one widget
export type Screen = 'contacts' | 'bardages' | 'parement' | 'veture';
export type Route = Screen | 'home';

/** The route of a URL of this origin, or null when the app has none (the browser then navigates). */
export function routeOf(url: URL, origin: string): Route | null {
  if (url.origin !== origin) return null;
  if (url.pathname === '/') return 'home';
  const m = /^\/app\/(contacts|bardages|parement|veture)\/?$/.exec(url.pathname);
  return m ? (m[1] as Screen) : null;
}

/** Leopard parameters of the address (every one but the veture tool o), when they name an origine. */
export function leopardParams(url: URL): URLSearchParams | null {
  const params = new URLSearchParams(url.search);
  params.delete('o');
  return params.get('origine') ? params : null;
}

/** The `leopard` attribute's JSON for those parameters. */
export const leopardAttribute = (leopard: URLSearchParams): string =>
  JSON.stringify({ querystring: leopard.toString(), leopard_data: Object.fromEntries(leopard) });
