import type { Family } from '../core/types';
import { bardages } from './bardages';
import type { FamilyConfig } from './family';
import { parement } from './parement';
import { veture } from './veture';

export type { FamilyConfig, OfferColumnKey } from './family';
export const FAMILY_CONFIGS: Record<Family, FamilyConfig> = { bardages, parement, veture };
