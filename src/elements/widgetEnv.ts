// Builds a screen's environment from the element: API client, navigation through `terreal-navigate`
// dispatched on the host element, host events, the one reload of a 419 after `terreal-session-expired`,
// and the page itself (browserHost.ts). A value built once per element and base URL (useElementBase keeps it).
import { createApi } from '../core/api';
import { dispatchWidgetEvent } from '../adapters/navigation';
import type { WidgetEnv } from '../ui/env';
import { metaCsrfToken, reportMissingCsrfToken } from './attributes';
import { browserHost } from '../adapters/browserHost';

/**
 * `baseUrl` as checked by parseBaseUrlAttribute, or the refused value itself: the client then sends nothing.
 * `csrfToken` is read when each request is sent (the csrf-token attribute as it is then, else the page's
 * <meta name="csrf-token">): a new token must not rebuild the client (and reload the list), only be used by the
 * next POST; a page that adds its <meta> later is read then too.
 */
export function createWidgetEnv(host: EventTarget | null, baseUrl: string, csrfToken: () => string | undefined): WidgetEnv {
  const target = host ?? new EventTarget();
  const config = {
    baseUrl,
    get csrfToken() { return csrfToken()?.trim() || metaCsrfToken(); },
    onMissingCsrfToken: () => reportMissingCsrfToken(host),
  };
  const page = browserHost(window);
  return {
    ...page,
    api: createApi(config),
    baseUrl,
    navigate: (href) => {
      const go = dispatchWidgetEvent(target, 'terreal-navigate', { href }, true);
      if (go) window.location.href = href;
      return go;
    },
    reloadPage: (status) => {
      const proceed = dispatchWidgetEvent(target, 'terreal-session-expired', { status }, true);
      if (proceed) page.reloadPage(status);
      return proceed;
    },
    emit: (name, detail) => { dispatchWidgetEvent(target, name, detail); },
  };
}
