// <terreal-contacts userid is-backoffice base-url csrf-token>
import { ContactsScreen } from '../screens/ContactsScreen';
import { useElementBase, type BaseElementProps } from './useElementBase';

export const CONTACTS_TAG = 'terreal-contacts';
export const CONTACTS_PROPS = ['userid', 'isBackoffice', 'baseUrl', 'csrfToken'] as const;

export type ContactsElementProps = BaseElementProps;

/**
 * The customer contacts list.
 * @tagname terreal-contacts
 * @summary Contacts: the signed-in user's customer contacts, with filters, paging, edit and delete.
 * @fires {{ id: number }} terreal-contact-delete - A contact was deleted.
 */
export function ContactsElement(props: ContactsElementProps) {
  // env, userId, isBackoffice and noUserText, as the screen names them.
  return <ContactsScreen {...useElementBase(props)} />;
}
