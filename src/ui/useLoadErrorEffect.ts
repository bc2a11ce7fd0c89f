// SPEC.md §8 for a list load: 401 → /login, 419 → reload the page, other → the alert text returned.
import { useEffect, useMemo } from 'react';
import { describeListLoadError } from '../core/errorMessages';
import { loginHref } from '../core/links';
import type { WidgetEnv } from './env';

export function useLoadErrorEffect(error: unknown, env: WidgetEnv): string | null {
  const outcome = useMemo(() => (error ? describeListLoadError(error) : null), [error]);
  useEffect(() => {
    if (outcome?.action === 'login') env.navigate(loginHref(env.baseUrl));
    else if (outcome?.action === 'reload') env.reloadPage();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new error; a new env alone must not navigate again
  }, [outcome]);
  return outcome?.action === 'alert' ? outcome.text : null;
}
