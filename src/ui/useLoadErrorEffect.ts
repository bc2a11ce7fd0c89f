// SPEC.md §8 for a list load, as issue 22 changes it: 401 → /login; 419 → the page is reloaded at most once
// per page session (src/core/sessionReload.ts), after the cancelable `terreal-session-expired` event, and
// otherwise the `Session expirée` dialog; other failures → the alert text returned.
import { useEffect, useMemo, useState } from 'react';
import { describeListLoadError } from '../core/errorMessages';
import { loginHref } from '../core/links';
import { mayReloadForSession, SESSION_RELOAD_KEY, sessionReloadRecord } from '../core/sessionReload';
import { fr } from '../i18n/fr';
import type { WidgetEnv } from './env';

type Outcome = 'login' | 'reloading' | 'cancelled' | 'dialog' | 'alert';

/** Reloads once per page session: true when the page reloads, false when it may not (or a host cancelled). */
function reloadOnce(env: WidgetEnv, status: number): 'reloading' | 'cancelled' | 'dialog' {
  const store = env.sessionStore;
  if (!mayReloadForSession(store.get(SESSION_RELOAD_KEY))) return 'dialog';
  const record = sessionReloadRecord(Date.now(), status);
  store.set(SESSION_RELOAD_KEY, record);
  // A tab that cannot keep the record (storage disabled) could reload without end: it gets the dialog.
  if (store.get(SESSION_RELOAD_KEY) !== record) return 'dialog';
  if (env.reloadPage(status) === false) {
    store.set(SESSION_RELOAD_KEY, null); // cancelled: nothing reloaded, the one reload is still to come
    return 'cancelled';
  }
  return 'reloading';
}

/**
 * Acts on a list-load error once per new error; returns the alert to show above the list (null: none).
 * `showDialog` opens the `Session expirée` dialog when the page may not reload again.
 */
export function useLoadErrorEffect(error: unknown, env: WidgetEnv, showDialog?: (d: { title: string; text: string }) => void): string | null {
  const outcome = useMemo(() => (error ? describeListLoadError(error) : null), [error]);
  const [session, setSession] = useState<Outcome | null>(null);
  useEffect(() => {
    setSession(null);
    if (outcome?.action === 'login') env.navigate(loginHref(env.baseUrl));
    else if (outcome?.action === 'reload') {
      const done = reloadOnce(env, 419);
      setSession(done);
      if (done === 'dialog') showDialog?.({ title: fr.errors.sessionExpiredTitle, text: fr.errors.sessionExpiredText });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new error; a new env alone must not navigate again
  }, [outcome]);
  if (outcome?.action === 'alert') return outcome.text;
  // After the dialog (or when the host renews its token itself), the list says why it is empty; `Réessayer` loads again.
  if (outcome?.action === 'reload' && (session === 'dialog' || session === 'cancelled')) return fr.errors.sessionExpiredText;
  return null;
}
