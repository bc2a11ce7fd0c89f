// Builds a screen's environment from the element: API client, navigation through `terreal-navigate`
// dispatched on the host element, page reload and host events.
import { useMemo } from 'react';
import { createApi } from '../core/api';
import { emitWidgetEvent, requestNavigation } from '../core/navigation';
import type { WidgetEnv } from '../ui/env';

export function useWidgetEnv(host: EventTarget | null, baseUrl: string, csrfToken: string): WidgetEnv {
  return useMemo<WidgetEnv>(() => {
    const target = host ?? new EventTarget();
    return {
      api: createApi({ baseUrl, csrfToken }),
      baseUrl,
      navigate: (href) => { requestNavigation(target, href); },
      reloadPage: () => window.location.reload(),
      emit: (name, detail) => emitWidgetEvent(target, name, detail),
    };
  }, [host, baseUrl, csrfToken]);
}
