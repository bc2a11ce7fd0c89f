// Defines every element of the bundle; safe to call again (an element already defined is kept).
import { FAMILIES } from '../core/types';
import { FAMILY_CONFIGS } from '../families';
import { CONTACTS_PROPS, CONTACTS_TAG, ContactsElement } from './ContactsElement';
import { defineElement } from './defineElement';
import { OFFRES_PROPS, offresElement } from './OffresElement';

export function defineTerrealElements(): void {
  defineElement(CONTACTS_TAG, ContactsElement, CONTACTS_PROPS);
  for (const family of FAMILIES) defineElement(FAMILY_CONFIGS[family].tag, offresElement(family), OFFRES_PROPS);
}
