// One offer list alone (the per-element entries import only this, not the contacts list).
import type { Family } from '../core/types';
import { FAMILY_CONFIGS } from '../families';
import { defineElement } from './defineElement';
import { OFFRES_OBJECT_PROPS, OFFRES_PROPS, offresElement } from './OffresElement';

/** Defines the offer list of one family (`<terreal-offres-{family}>`) and returns its constructor. */
export function defineOffres(family: Family): CustomElementConstructor | undefined {
  return defineElement(FAMILY_CONFIGS[family].tag, offresElement(family), OFFRES_PROPS, OFFRES_OBJECT_PROPS);
}
