// The standalone app, a React 19 single-page host of the four widgets. The server renders the first
// screen (and every screen on reload); this app then owns <main> and routes with the History API. It
// cancels `terreal-navigate` for its own routes and lets the browser follow every other link (offer
// edit, new offer, contact, /login, /leopard/…). It knows nothing of the widgets' internals: it passes
// attributes and listens to the documented events, through the typed JSX of dist/terreal-widgets.d.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TerrealNavigateEvent } from '../../dist/terreal-widgets';
import type { AppConfig } from './config';
import { updateNav } from './nav';
import { noticeOf } from './notices';
import { leopardAttribute, leopardParams, routeOf } from './routes';
import { Widget, type HostEvent } from './Widget';

export interface AppProps { config: AppConfig; homeHtml: string; statusRoot: HTMLElement }

const here = () => new URL(window.location.href);

export function App({ config, homeHtml, statusRoot }: AppProps) {
  // `visit` changes on every navigation, even to the same address: the screen's element is then new.
  const [{ url, visit }, setLocation] = useState(() => ({ url: here(), visit: 0 }));
  const [notice, setNotice] = useState('');
  const navigated = useRef(false);
  const route = routeOf(url, window.location.origin) ?? 'home';
  const leopard = leopardParams(url);

  // The address comes first: the veture widget reads ?o= from it when it starts.
  const go = useCallback((target: URL) => {
    const path = target.pathname + target.search + target.hash;
    if (target.href === window.location.href) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    navigated.current = true;
    setNotice('');
    setLocation((l) => ({ url: here(), visit: l.visit + 1 }));
    window.scrollTo(0, 0);
  }, []);

  const onNavigate = useCallback((event: TerrealNavigateEvent) => {
    const target = new URL(event.detail.href, window.location.href);
    if (!routeOf(target, window.location.origin)) return; // not ours: the widget sets window.location.href
    event.preventDefault();
    go(target);
  }, [go]);
  const onEvent = useCallback((event: HostEvent) => setNotice(noticeOf(event)), []);

  useEffect(() => {
    const onPop = () => {
      navigated.current = true;
      setLocation((l) => ({ url: here(), visit: l.visit + 1 }));
    };
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
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick);
    };
  }, [go]);

  useEffect(() => {
    document.title = `${route === 'home' ? 'Accueil' : config.screens[route].title} – Terreal`;
    updateNav(document, route, leopard);
    if (navigated.current) document.querySelector<HTMLElement>('main h1')?.focus();
  }, [route, visit]); // eslint-disable-line react-hooks/exhaustive-deps

  const status = createPortal(<p role="status" className="app-status">{notice}</p>, statusRoot);
  if (route === 'home') {
    return <><div className="app-home" dangerouslySetInnerHTML={{ __html: homeHtml }} />{status}</>;
  }
  const screen = config.screens[route];
  const origine = leopard?.get('origine');
  return (
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
      {status}
    </>
  );
}
