// One offer list alone (the per-element entries import only this, not the contacts list).
import { FAMILY_CONFIGS, type Family } from '../families';
import { defineElement } from './defineElement';
import { OFFERS_OBJECT_PROPS, OFFERS_PROPS, offresElement } from './OffersElement';

/** Defines the offer list of one family (`<terreal-offres-{family}>`) and returns its constructor. */
export function defineOffers(family: Family): CustomElementConstructor | undefined {
  return defineElement(FAMILY_CONFIGS[family].tag, offresElement(family), OFFERS_PROPS, OFFERS_OBJECT_PROPS);
}
