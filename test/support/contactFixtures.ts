// Contacts as the server sends them (SPEC.md §3), for screen and element tests.
import type { Contact } from '../../src/core/types';

export function contact(id: number, fields: Partial<Omit<Contact, 'id'>> = {}): Contact {
  return {
    id,
    societe: `Société ${String(id).padStart(3, '0')}`,
    type_societe: id % 2 === 0 ? 'négoce' : 'entreprise',
    nom: `Contact ${String(id).padStart(3, '0')}`,
    email: `contact${id}@exemple.fr`,
    code_postal: String(10000 + id),
    ville: 'Toulouse',
    ...fields,
  };
}

/** `count` contacts with ids 1..count; default sort (société ascending) keeps id order. */
export function manyContacts(count: number): Contact[] {
  return Array.from({ length: count }, (_, i) => contact(i + 1));
}
