// terreal-widgets/offres-veture: defines <terreal-offres-veture> alone (a page needing only this screen loads only it).
import { defineOffers } from '../elements/defineOffers';

export { VERSION as version } from '../elements/version';
/** The element's constructor (undefined outside a browser). */
export const TerrealOffresVetureElement = defineOffers('veture');
