// Every column of the contacts table, declared once: header, sort value, cell kind, its text filter, what
// the quick search looks in, its card role, whether the column chooser may hide it, and its width and sample in the dense
// table (SPEC.md §2: postal code 80 px wide).
import { fr } from '../i18n/fr';
import type { ColumnDef } from './columns';
import { EMAIL_DOMAIN, splitKeptEnd } from './columnLayout';
import { textFilter } from './listFilters';
import type { Contact } from './types';

/** A contact field with a column, a filter box and a place in the quick search. */
export type ContactField = 'societe' | 'type_societe' | 'nom' | 'email' | 'code_postal' | 'ville';
export type ContactCell = { kind: 'text'; field: ContactField } | { kind: 'email' } | { kind: 'actions' };
export type ContactColumnKey = ContactField | 'actions';
export type ContactColumnDef = ColumnDef<Contact, ContactColumnKey, ContactCell>;

const h = fr.contacts.columns;
/**
 * Values as long as real ones (core/columns `sample`): a company of 34 characters, a city of 24, a long name and
 * address; the columns show them whole at 1920 px, and no column moves when the rows come.
 */
const CONTACT_SAMPLES = {
  societe: 'Entreprise Générale de Bâtiment SA',
  nom: 'Jean-Christophe Dupont-Moreau',
  email: 'jean-christophe.dupont@batiment-sud.fr',
  ville: 'Villeneuve-Saint-Georges',
} as const;
const field = (key: ContactField, extra: Partial<ContactColumnDef> = {}): ContactColumnDef => ({
  key, header: h[key], sortable: true, sortValue: (c) => c[key], cell: { kind: 'text', field: key },
  filter: { kind: 'text', boxes: [textFilter<Contact>(key, (c) => c[key])] }, search: (c) => [c[key]], ...extra,
} as ContactColumnDef);

export const CONTACT_COLUMNS: readonly ContactColumnDef[] = [
  field('societe', { required: true, pin: 'start', card: 'title', width: 160, grow: 2, sample: CONTACT_SAMPLES.societe }),
  field('type_societe', { width: 96, fit: true }),
  field('nom', { card: 'subtitle', width: 140, grow: 2, sample: CONTACT_SAMPLES.nom }),
  field('email', { cell: { kind: 'email' }, card: 'field', width: 170, grow: 2, sample: CONTACT_SAMPLES.email }),
  field('code_postal', { width: 80 }),
  field('ville', { card: 'field', width: 120, grow: 1, sample: CONTACT_SAMPLES.ville }),
  { key: 'actions', header: fr.common.actions, required: true, pin: 'end', card: 'controls', cell: { kind: 'actions' }, width: 190 },
];

/** An e-mail as its cell shows it: the address may be cut, its domain (`@example.fr`) never is. */
export const emailParts = (email: string) => splitKeptEnd(email, EMAIL_DOMAIN);
