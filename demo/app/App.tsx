// The standalone app, a React 19 single-page host of the four widgets. The server renders the first
// screen (deep link, reload) and the app leaves it as it is, listening to its widget's events; from the
// first navigation on, the app renders each screen into <main> and routes with the History API. It
// cancels `terreal-navigate` for its own routes and lets the browser follow every other link (offer edit,
// new offer, contact, /login, /leopard/…). It knows nothing of the widgets' internals: it passes
// attributes and listens to the documented events, through the typed JSX of dist/terreal-widgets.d.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TerrealEventMap, TerrealNavigateEvent } from '../../dist/terreal-widgets';
import type { AppConfig } from './config';
import { updateNav } from './nav';
import { noticeOf } from './notices';
import { leopardAttribute, leopardParams, routeOf } from './routes';
import { Widget, type HostEvent } from './Widget';

export interface AppProps { config: AppConfig; main: HTMLElement; homeHtml: string; statusRoot: HTMLElement }

const here = () => new URL(window.location.href);
const HOST_EVENTS = [
  'terreal-contact-delete', 'terreal-offre-status-change', 'terreal-offre-clone', 'terreal-offre-delivery-change',
  'terreal-offre-site-change', 'terreal-offre-delete', 'terreal-offre-hide',
] as const satisfies readonly (keyof TerrealEventMap)[];

/**
 * The server-rendered first screen (visit 0) is kept, not rendered again (that would load its list twice):
 * its widget's events are heard on <main>, where they bubble. Later screens use the JSX props.
 */
function useServerScreenEvents(main: HTMLElement | null, onNavigate: (e: TerrealNavigateEvent) => void, onEvent: (e: HostEvent) => void) {
  useEffect(() => {
    if (!main) return undefined;
    const navigate = (e: Event) => onNavigate(e as TerrealNavigateEvent);
    const other = (e: Event) => onEvent(e as HostEvent);
    main.addEventListener('terreal-navigate', navigate);
    for (const name of HOST_EVENTS) main.addEventListener(name, other);
    return () => {
      main.removeEventListener('terreal-navigate', navigate);
      for (const name of HOST_EVENTS) main.removeEventListener(name, other);
    };
  }, [main, onNavigate, onEvent]);
}

export function App({ config, main, homeHtml, statusRoot }: AppProps) {
  // `visit` changes on every navigation, even to the same address: the screen's element is then new.
  const [{ url, visit }, setLocation] = useState(() => ({ url: here(), visit: 0 }));
  const [notice, setNotice] = useState('');
  const route = routeOf(url, window.location.origin) ?? 'home';
  const leopard = leopardParams(url);
  const serverScreen = useRef(true);

  const show = useCallback(() => {
    if (serverScreen.current) main.replaceChildren(); // from now on <main> holds what React renders
    serverScreen.current = false;
    setNotice('');
    setLocation((l) => ({ url: here(), visit: l.visit + 1 }));
  }, [main]);

  // The address comes first: the veture widget reads ?o= from it when it starts.
  const go = useCallback((target: URL) => {
    const path = target.pathname + target.search + target.hash;
    if (target.href === window.location.href) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    show();
    window.scrollTo(0, 0);
  }, [show]);

  const onNavigate = useCallback((event: TerrealNavigateEvent) => {
    const target = new URL(event.detail.href, window.location.href);
    if (!routeOf(target, window.location.origin)) return; // not ours: the widget sets window.location.href
    event.preventDefault();
    go(target);
  }, [go]);
  const onEvent = useCallback((event: HostEvent) => setNotice(noticeOf(event)), []);
  useServerScreenEvents(visit === 0 ? main : null, onNavigate, onEvent);

  useEffect(() => {
    // The app's own links (header, home page); modified clicks keep their browser meaning.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const a = event.target instanceof Element ? event.target.closest('a') : null;
      if (!a || !a.href || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      const target = new URL(a.href);
      if (!routeOf(target, window.location.origin)) return;
      event.preventDefault();
      go(target);
    };
    window.addEventListener('popstate', show);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('popstate', show);
      document.removeEventListener('click', onClick);
    };
  }, [go, show]);

  useEffect(() => {
    document.title = `${route === 'home' ? 'Accueil' : config.screens[route].title} – Terreal`;
    updateNav(document, route, leopard);
    if (visit > 0) main.querySelector<HTMLElement>('h1')?.focus();
  }, [route, visit]); // eslint-disable-line react-hooks/exhaustive-deps -- on a new route or visit only; the rest is read as it is then

  const status = createPortal(<p role="status" className="app-status">{notice}</p>, statusRoot);
  if (visit === 0) return status;
  if (route === 'home') {
    return <>{createPortal(<div className="app-home" dangerouslySetInnerHTML={{ __html: homeHtml }} />, main)}{status}</>;
  }
  const screen = config.screens[route];
  const origine = leopard?.get('origine');
  return (
    <>
      {createPortal(
        <>
          <h1 tabIndex={-1}>{screen.title}</h1>
          {origine && <p className="leopard">Projet Leopard : <strong>{origine}</strong></p>}
          <Widget
            key={visit}
            screen={route}
            config={screen}
            leopard={leopard && route !== 'contacts' ? leopardAttribute(leopard) : null}
            onNavigate={onNavigate}
            onEvent={onEvent}
          />
        </>,
        main,
      )}
      {status}
    </>
  );
}
