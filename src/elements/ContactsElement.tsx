// <terreal-contacts userid is-backoffice base-url csrf-token>
import { fr } from '../i18n/fr';
import { ContactsScreen } from '../screens/ContactsScreen';
import { adoptStyles } from '../styles/adoptStyles';
import { csrfToken, noUserText, parseBaseUrlAttribute, parseBooleanAttribute, parseIdAttribute } from './attributes';
import { useForgetOtherUsers } from './storedData';
import { useWidgetEnv } from './useWidgetEnv';

export const CONTACTS_TAG = 'terreal-contacts';
export const CONTACTS_PROPS = ['userid', 'isBackoffice', 'baseUrl', 'csrfToken'] as const;

export interface ContactsElementProps {
  userid?: string;
  isBackoffice?: string;
  baseUrl?: string;
  csrfToken?: string;
  container?: ShadowRoot;
}

/**
 * The customer contacts list.
 * @tagname terreal-contacts
 * @summary Contacts: the signed-in user's customer contacts, with filters, paging, edit and delete.
 * @fires {{ id: number }} terreal-contact-delete - A contact was deleted.
 */
export function ContactsElement(props: ContactsElementProps) {
  const host = props.container?.host ?? null;
  adoptStyles(props.container);
  const baseUrl = parseBaseUrlAttribute(host, props.baseUrl); // null: refused, nothing is requested
  const env = useWidgetEnv(host, baseUrl ?? props.baseUrl ?? '', csrfToken(props.csrfToken));
  const userId = baseUrl === null ? null : parseIdAttribute(host, 'userid', props.userid);
  useForgetOtherUsers(userId);
  const isBackoffice = parseBooleanAttribute(host, 'is-backoffice', props.isBackoffice);
  return <ContactsScreen env={env} userId={userId} isBackoffice={isBackoffice} noUserText={baseUrl === null ? fr.errors.invalidBaseUrl : noUserText(props.userid)} />;
}
