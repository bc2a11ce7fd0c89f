// <terreal-contacts> alone (the per-element entry imports only this, not the offer lists).
import { CONTACTS_PROPS, CONTACTS_TAG, ContactsElement } from './ContactsElement';
import { defineElement } from './defineElement';

/** Defines `<terreal-contacts>` and returns its constructor. */
export function defineContacts(): CustomElementConstructor | undefined {
  return defineElement(CONTACTS_TAG, ContactsElement, CONTACTS_PROPS);
}
