// What every element reads the same way: its styles, `base-url`, `csrf-token`, `userid` and `is-backoffice`.
import { useMemo, useRef } from 'react';
import { fr } from '../i18n/fr';
import { adoptStyles } from '../styles/adoptStyles';
import { noUserText, parseBaseUrlAttribute, parseBooleanAttribute, parseIdAttribute } from './attributes';
import { useForgetOtherUsers } from './storedData';
import { createWidgetEnv } from './widgetEnv';

/** The attributes every element has (DESIGN.md §2), and the shadow root r2wc gives. */
export interface BaseElementProps {
  userid?: string;
  isBackoffice?: string;
  baseUrl?: string;
  csrfToken?: string;
  container?: ShadowRoot;
}

/**
 * The element's styles adopted, its environment (a refused base-url: nothing is requested), its user (null:
 * missing or invalid, `noUserText` says why; every other user's kept data goes once it has one) and right.
 */
export function useElementBase(props: BaseElementProps) {
  const host = props.container?.host ?? null;
  adoptStyles(props.container);
  const baseUrl = parseBaseUrlAttribute(host, props.baseUrl); // null: refused, nothing is requested
  // The token is read at each request (the attribute may change): the environment is built once per base URL.
  const token = useRef(props.csrfToken);
  token.current = props.csrfToken;
  const base = baseUrl ?? props.baseUrl ?? '';
  const env = useMemo(() => createWidgetEnv(host, base, () => token.current), [host, base]);
  const userId = baseUrl === null ? null : parseIdAttribute(host, 'userid', props.userid);
  useForgetOtherUsers(userId);
  return {
    host,
    env,
    userId,
    isBackoffice: parseBooleanAttribute(host, 'is-backoffice', props.isBackoffice),
    noUserText: baseUrl === null ? fr.errors.invalidBaseUrl : noUserText(props.userid),
  };
}
