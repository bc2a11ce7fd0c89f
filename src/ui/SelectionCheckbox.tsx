// The selection column's checkboxes, drawn from a list's selection (ui/useListSelection's `lead`): the header's
// (`Sélectionner les offres de la page`, `… contacts de la page`), checked when every row of the page is
// selected and mixed when some are, and each row's (`Sélectionner l'offre {ref}`, `… le contact {nom}`).

/** The selection column (ui/useListSelection): what its checkboxes show and do. */
export interface LeadColumn<Row> {
  width: number;
  /** The header's checkbox, for the rows of the page. */
  page: PageCheck;
  on(row: Row): boolean;
  /** A row checkbox's name and action: the same functions from render to render (the rows are memoised on them). */
  label(row: Row): string;
  toggle(row: Row): void;
}

/** The header's checkbox: its name, whether the page's rows are all, some or none selected, and its action. */
export interface PageCheck { label: string; state: 'all' | 'some' | 'none'; disabled: boolean; onToggle(): void }

/** `inGrid`: the header is inside a keyboard grid's one Tab stop (ui/useGridKeyboard), the checkbox reached from its cell. */
export function PageCheckbox(props: PageCheck & { inGrid?: boolean }) {
  const some = props.state === 'some';
  return (
    <input
      type="checkbox"
      aria-label={props.label}
      tabIndex={props.inGrid ? -1 : undefined}
      checked={props.state === 'all'}
      onChange={props.onToggle}
      aria-checked={some ? 'mixed' : undefined}
      disabled={props.disabled}
      // `indeterminate` is a property only (no attribute): set at each render.
      ref={(el) => { if (el) el.indeterminate = some; }}
    />
  );
}

/**
 * A row's checkbox: its name and its action are the lead's (the same functions at every render). An element,
 * not a component: a page's 50 rows would each render one more component at every key that changes them.
 */
export const rowCheckbox = <Row,>(lead: LeadColumn<Row>, row: Row, on: boolean) => (
  <input type="checkbox" aria-label={lead.label(row)} checked={on} onChange={() => lead.toggle(row)} />
);
