// terreal-widgets/offres-bardages: defines <terreal-offres-bardages> alone (a page needing only this screen loads only it).
import { defineOffers } from '../elements/defineOffers';

export { VERSION as version } from '../elements/version';
/** The element's constructor (undefined outside a browser). */
export const TerrealOffresBardagesElement = defineOffers('bardages');
