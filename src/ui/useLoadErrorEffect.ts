// SPEC.md §8 for a list load, bounded so a stale page cannot reload without end: 401 → /login; 419 → the page is reloaded at most once
// per page session (src/core/sessionReload.ts), after the cancelable `terreal-session-expired` event, and
// otherwise the `Session expirée` dialog; other failures → the alert text returned.
import { useEffect, useMemo, useState } from 'react';
import { describeListLoadError } from '../core/errorMessages';
import { loginHref } from '../core/links';
import { mayReloadForSession, SESSION_RELOAD_KEY, sessionReloadRecord } from '../core/sessionReload';
import { fr } from '../i18n/fr';
import type { WidgetEnv } from './env';

/**
 * Acts on a list-load error once per new error; returns the alert to show above the list (null: none).
 * `showDialog` opens the `Session expirée` dialog when the page may not reload again.
 */
export function useLoadErrorEffect(error: unknown, env: WidgetEnv, showDialog: (d: { title: string; text: string }) => void): string | null {
  const outcome = useMemo(() => (error ? describeListLoadError(error) : null), [error]);
  /** A 419 that did not reload the page (the dialog, or a host renewing its token itself). */
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (outcome?.action === 'login') env.navigate(loginHref(env.baseUrl));
    if (outcome?.action !== 'reload') return;
    // Once per page session: a tab that cannot keep the record (storage disabled) could reload without end,
    // so it gets the dialog.
    const store = env.sessionStore;
    const record = sessionReloadRecord(Date.now(), 419);
    let may = mayReloadForSession(store.get(SESSION_RELOAD_KEY));
    if (may) {
      store.set(SESSION_RELOAD_KEY, record);
      may = store.get(SESSION_RELOAD_KEY) === record;
    }
    if (!may) showDialog({ title: fr.errors.sessionExpiredTitle, text: fr.errors.sessionExpiredText });
    else if (env.reloadPage(419) !== false) return; // the page reloads
    else store.set(SESSION_RELOAD_KEY, null); // cancelled: nothing reloaded, the one reload is still to come
    setExpired(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new error; a new env alone must not navigate again
  }, [outcome]);
  if (outcome?.action === 'alert') return outcome.text;
  // After the dialog (or when the host renews its token itself), the list says why it is empty; `Réessayer` loads again.
  return outcome?.action === 'reload' && expired ? fr.errors.sessionExpiredText : null;
}
