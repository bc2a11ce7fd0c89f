// Entry of the shipped bundle: loading it defines the custom elements (idempotent).
import { defineTerrealElements } from './elements';
import { VERSION } from './elements/version';

defineTerrealElements();

export { defineTerrealElements, VERSION as version };
