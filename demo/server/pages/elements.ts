// The four widget elements as host pages write them: tag names and the attributes of the signed-in user
// (DESIGN.md §2). Shared by the server pages, the standalone app's configuration, the QA and legacy pages.
import { FAMILIES, type Family } from '../../../src/families';
import { APP_VERSION } from '../cloneRule';
import { SCOPE_PARAMS, SERVER_FAMILIES } from '../families';
import type { User } from '../session';
import { escapeHtml, raw, type Raw } from './layout';

export type Screen = 'contacts' | Family;
export const SCREENS: readonly Screen[] = ['contacts', ...FAMILIES];
export const SCREEN_LABELS: Record<Screen, string> = {
  contacts: 'Contacts', ...Object.fromEntries(FAMILIES.map((f) => [f, SERVER_FAMILIES[f].label])) as Record<Family, string>,
};

export type Prescriber = Pick<User, 'id' | 'name' | 'firstname'>;
export type Attributes = Record<string, string>;

export const isScreen = (value: unknown): value is Screen => (SCREENS as readonly unknown[]).includes(value);
export const tagOf = (screen: Screen): string => (screen === 'contacts' ? 'terreal-contacts' : `terreal-offres-${screen}`);

const bool = (b: boolean | number): string => (b ? 'true' : 'false');

/** The attributes a host writes for `user` on `screen` (leopard: the JSON of leopardFromQuery, or null). */
export function screenAttributes(screen: Screen, user: User, prescribers: readonly Prescriber[], leopard: string | null = null): Attributes {
  const common: Attributes = { userid: String(user.id), 'is-backoffice': bool(user.is_backoffice) };
  if (screen === 'contacts') return common;
  return {
    ...common,
    prescripteurs: JSON.stringify(prescribers),
    terca: bool(user.terca),
    'directeur-commercial': bool(user.directeur_commercial),
    'app-version': String(APP_VERSION),
    ...(leopard ? { leopard } : {}),
  };
}

/** `<tag a="…" …></tag>` with every value escaped. */
export function elementHtml(screen: Screen, attrs: Attributes): Raw {
  const tag = tagOf(screen);
  const list = Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('');
  return raw(`<${tag}${list}></${tag}>`);
}

/**
 * Leopard data of a list opened from Leopard (?origine=…&…) as the `leopard` attribute's JSON; the scopes'
 * parameters (the tool) are not part of it. null without an origine.
 */
export function leopardFromQuery(query: string): string | null {
  const params = new URLSearchParams(query);
  for (const p of SCOPE_PARAMS) params.delete(p);
  if (!params.get('origine')) return null;
  return JSON.stringify({ querystring: params.toString(), leopard_data: Object.fromEntries(params) });
}
