// The standalone app: a small single-page host for the four widgets. The server renders the first screen
// (and every screen on reload); from then on this script routes with the History API:
//   /                 home           /app/{screen}?{leopard query}&o={tool}   one widget
// It cancels `terreal-navigate` for those routes and lets the browser follow every other link (offer
// edit, new offer, contact, /login, /leopard/…). Nothing here knows the widgets' internals: it only sets
// attributes and listens to the documented event.
import type { NavigateDetail } from '../../src/core/navigation';

type Screen = 'contacts' | 'bardages' | 'parement' | 'veture';
type Route = Screen | 'home';
interface ScreenConfig { tag: string; title: string; label: string; attrs: Record<string, string> }
interface AppConfig { screens: Record<Screen, ScreenConfig> }

const config = JSON.parse(document.getElementById('terreal-app-config')!.textContent ?? '{}') as AppConfig;
const main = document.getElementById('main')!;
const home = document.getElementById('terreal-app-home') as HTMLTemplateElement;

/** The route of a URL of this origin, or null when the app has none (the browser then navigates). */
function routeOf(url: URL): Route | null {
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === '/') return 'home';
  const m = /^\/app\/(contacts|bardages|parement|veture)\/?$/.exec(url.pathname);
  return m ? (m[1] as Screen) : null;
}

/** Leopard parameters of the address (every one but the veture tool o), when they name an origine. */
function leopardParams(url: URL): URLSearchParams | null {
  const params = new URLSearchParams(url.search);
  params.delete('o');
  return params.get('origine') ? params : null;
}

function screenView(screen: Screen, leopard: URLSearchParams | null): DocumentFragment {
  const { tag, title, attrs } = config.screens[screen];
  const fragment = document.createDocumentFragment();
  const h1 = document.createElement('h1');
  h1.tabIndex = -1;
  h1.textContent = title;
  fragment.append(h1);
  if (leopard) {
    const p = document.createElement('p');
    p.className = 'leopard';
    const strong = document.createElement('strong');
    strong.textContent = leopard.get('origine');
    p.append('Projet Leopard : ', strong);
    fragment.append(p);
  }
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  if (leopard && screen !== 'contacts') {
    element.setAttribute('leopard', JSON.stringify({ querystring: leopard.toString(), leopard_data: Object.fromEntries(leopard) }));
  }
  fragment.append(element);
  return fragment;
}

/** Header links keep the Leopard parameters, so the whole visit stays in the project's context. */
function updateNav(route: Route, leopard: URLSearchParams | null): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('header nav a')) {
    const url = new URL(a.href);
    const screen = routeOf(url);
    url.search = leopard ? leopard.toString() : '';
    a.href = url.pathname + url.search;
    if (screen === route) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
}

/** Renders the screen of the current address (the widget reads ?o= from it, so the address comes first). */
function render(): void {
  const url = new URL(window.location.href);
  const route = routeOf(url);
  if (!route) return;
  const leopard = leopardParams(url);
  main.replaceChildren(route === 'home' ? home.content.cloneNode(true) : screenView(route, leopard));
  document.title = `${route === 'home' ? 'Accueil' : config.screens[route].title} – Terreal`;
  updateNav(route, leopard);
  main.querySelector<HTMLElement>('h1')?.focus();
}

function go(url: URL): void {
  const target = url.pathname + url.search + url.hash;
  if (url.href === window.location.href) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  render();
  window.scrollTo(0, 0);
}

// The widgets' own links, buttons and redirects.
document.addEventListener('terreal-navigate', (event) => {
  const { href } = (event as CustomEvent<NavigateDetail>).detail;
  const url = new URL(href, window.location.href);
  if (!routeOf(url)) return; // not ours: the widget sets window.location.href
  event.preventDefault();
  go(url);
});

// The app's own links (header, home page); modified clicks keep their browser meaning.
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const a = event.target instanceof Element ? event.target.closest('a') : null;
  if (!a || !a.href || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
  const url = new URL(a.href);
  if (!routeOf(url)) return;
  event.preventDefault();
  go(url);
});

window.addEventListener('popstate', render);
