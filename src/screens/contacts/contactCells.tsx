// What a contact's cell shows (SPEC.md §2): the text of its field, the e-mail as a mailto link, and the
// actions `Modifier` (opens the contact's page) and `Supprimer` (asks the screen to confirm), named after the contact.
import { useMemo, useRef, type ReactNode } from 'react';
import { emailParts, type ContactCell } from '../../core/contactColumns';
import { contactName } from '../../core/contacts';
import { contactEditHref } from '../../core/links';
import type { Contact } from '../../core/types';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';
import { partsCell } from '../../ui/DataTable';
import type { WidgetEnv } from '../../ui/env';

function contactCell(cell: ContactCell, env: Pick<WidgetEnv, 'baseUrl' | 'navigate'>, askDelete: (c: Contact) => void): (c: Contact) => ReactNode {
  // The company is the row's header: never empty (a screen reader says which contact has none).
  if (cell.kind === 'text' && cell.field === 'societe') return (c) => c.societe || <span className="sr-only">{fr.contacts.noCompany(contactName(c))}</span>;
  if (cell.kind === 'text') return (c) => c[cell.field];
  // The domain stays whole, the address before it takes the ellipsis (ui/DataTable partsCell).
  if (cell.kind === 'email') return (c) => (c.email ? <a className={`${cx.link()} terreal-parts-link`} href={`mailto:${encodeURIComponent(c.email).replace(/%40/g, "@")}`}>{partsCell(emailParts(c.email))}</a> : null);
  return (c) => {
    const who = contactName(c);
    return (
      <span className={tw('flex gap-1 whitespace-nowrap')}>
        <button type="button" className={cx.button()} aria-label={fr.contacts.editLabel(who)} onClick={() => env.navigate(contactEditHref(env.baseUrl, c.id))}>
          {fr.common.edit}
        </button>
        <button type="button" className={cx.button()} aria-label={fr.contacts.deleteLabel(who)} onClick={() => askDelete(c)}>
          {fr.common.delete}
        </button>
      </span>
    );
  };
}

/** A column's cell renderer, by its declaration (core/contactColumns). */
export type ContactCellRenderer = (cell: ContactCell) => (c: Contact) => ReactNode;

/**
 * The cell renderers, built once per environment: they ask the latest `askDelete` through a ref, so they stay
 * the same from one render of the screen to the next and the table renders again only the rows whose contact
 * (or selection) changed.
 */
export function useContactCells(env: Pick<WidgetEnv, 'baseUrl' | 'navigate'>, askDelete: (c: Contact) => void): ContactCellRenderer {
  const ask = useRef(askDelete);
  ask.current = askDelete;
  return useMemo(() => {
    const made = new Map<ContactCell, (c: Contact) => ReactNode>();
    return (cell) => {
      let render = made.get(cell);
      if (!render) {
        render = contactCell(cell, env, (c) => ask.current(c));
        made.set(cell, render);
      }
      return render;
    };
  }, [env]);
}
