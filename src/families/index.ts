// Every offer family's declaration (src/families/{family}.ts), by name. FAMILY_CONFIGS lists them in the
// families' order; the imports' order is only the bundle's (it measured smallest this way).
import { veture } from './veture';
import { parement } from './parement';
import { bardages } from './bardages';
import type { Family, FamilyConfig } from './family';

export type { Family, FamilyConfig, OfferColumnKey } from './family';
export const FAMILY_CONFIGS: Record<Family, FamilyConfig> = { bardages, parement, veture };
/** Every offer family, in the order of FAMILY_CONFIGS. */
export const FAMILIES = Object.keys(FAMILY_CONFIGS) as readonly Family[];
