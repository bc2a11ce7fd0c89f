// Entry of the shipped bundle: loading it defines the custom elements (idempotent).
import { defineTerrealElements } from './elements';

defineTerrealElements();

export { defineTerrealElements };
