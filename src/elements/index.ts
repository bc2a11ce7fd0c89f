// Defines every element of the bundle; safe to call again (an element already defined is kept).
import { CONTACTS_PROPS, CONTACTS_TAG, ContactsElement } from './ContactsElement';
import { defineElement } from './defineElement';

export function defineTerrealElements(): void {
  defineElement(CONTACTS_TAG, ContactsElement, CONTACTS_PROPS);
}
