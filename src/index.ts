// Entry of the shipped bundle: loading it defines the custom elements (idempotent).
import { defineTerrealElements } from './elements';
import { clearStoredData as clearPageData } from './elements/storedData';
import { VERSION } from './elements/version';

defineTerrealElements();

/**
 * `TerrealWidgets.clearStoredData()`: forgets every list, view state and search text the widgets kept in
 * this browser (for a host's own sign-out); resolves once they are deleted.
 */
const clearStoredData = (): Promise<void> => clearPageData();

export { clearStoredData, defineTerrealElements, VERSION as version };
