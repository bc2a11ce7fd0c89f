// terreal-widgets/contacts: defines <terreal-contacts> alone (a page needing only this screen loads only it).
import { defineContacts } from '../elements/defineContacts';

export { VERSION as version } from '../elements/version';
/** The element's constructor (undefined outside a browser). */
export const TerrealContactsElement = defineContacts();
