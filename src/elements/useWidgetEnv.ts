// Builds a screen's environment from the element: API client, navigation through `terreal-navigate`
// dispatched on the host element, host events, and the page itself (browserHost.ts).
import { useMemo, useRef } from 'react';
import { createApi } from '../core/api';
import { emitWidgetEvent, requestNavigation } from '../core/navigation';
import type { WidgetEnv } from '../ui/env';
import { browserHost } from './browserHost';

export function useWidgetEnv(host: EventTarget | null, baseUrl: string, csrfToken: string): WidgetEnv {
  // The token is read when each request is sent: a new token must not rebuild the client (and reload
  // the list), only be used by the next POST.
  const token = useRef(csrfToken);
  token.current = csrfToken;
  return useMemo<WidgetEnv>(() => {
    const target = host ?? new EventTarget();
    const config = { baseUrl, get csrfToken() { return token.current; } };
    return {
      ...browserHost(window),
      api: createApi(config),
      baseUrl,
      navigate: (href) => { requestNavigation(target, href); },
      emit: (name, detail) => emitWidgetEvent(target, name, detail),
    };
  }, [host, baseUrl]);
}
