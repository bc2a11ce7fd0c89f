// Which clones start on the current price list (products, quantities and budget dropped): exactly the offers
// the widget warns about (src/core needsCloneWarning, read from the family's scope).
import { needsCloneWarning } from '../../src/core/offerRules';
import type { Family } from '../../src/families';
import { familyScope } from './families';
import { unprocessable } from './http';

/** The app version the server writes into its host pages (`app-version`), as the widget's default. */
export const APP_VERSION = 2;

/** The clone's `app_version` (what the widget runs with): a finite number, or APP_VERSION when absent. */
export function parseAppVersion(value: unknown): number {
  if (value === undefined || value === null) return APP_VERSION;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw unprocessable("Version de l'application invalide.");
  return n;
}

export function clonesOnNewPriceList(family: Family, src: { outil: string | null; v_tarif: string | null }, appVersion: number): boolean {
  return needsCloneWarning({ outil: src.outil ?? '', v_tarif: src.v_tarif ?? '' }, appVersion, familyScope(family));
}
