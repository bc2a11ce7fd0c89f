// The columns of an offers table, built from the family description: headers, sort values, cells, the
// filter under each column and the totals line.
import type { ReactNode } from 'react';
import { formatDate, formatDecimal, formatMoney } from '../../core/format';
import type { OfferFilters, OfferTextField } from '../../core/offerFilters';
import { isDraft, isEditable, type OfferTotals } from '../../core/offerRules';
import type { CellValue } from '../../core/rowModel';
import type { Offer } from '../../core/types';
import type { FamilyConfig, OfferColumnKey } from '../../families';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';
import type { Column } from '../../ui/DataTable';
import { MenuButton, type MenuItem } from '../../ui/MenuButton';
import { NumericFilter } from '../../ui/NumericFilter';
import { TextFilter } from '../../ui/TextFilter';

export type OfferColumn = Column<Offer> & { total?: ReactNode };

/** What the cells depend on. Keep it stable between renders: rows whose cells did not change are not re-rendered. */
export interface OfferCellContext {
  config: FamilyConfig;
  pendingStatus: Record<number, string>;
  onStatus(offer: Offer, statut: string): void;
  onOpen(offer: Offer): void;
  onDelivery(offer: Offer): void;
  rowMenu(offer: Offer): MenuItem[];
}

export type OfferCells = Record<OfferColumnKey, (offer: Offer) => ReactNode>;

export interface OfferColumnContext {
  config: FamilyConfig;
  /** From offerCells, memoised by the screen: typing in a filter leaves them, and the rows, unchanged. */
  cells: OfferCells;
  filters: OfferFilters;
  setFilters(patch: Partial<OfferFilters>): void;
  totals: OfferTotals;
}

/** The value each sortable column sorts by. */
export const SORT_VALUES: Record<string, (o: Offer) => CellValue> = {
  id: (o) => o.id,
  offre_nom: (o) => o.offre_nom,
  offre_date: (o) => o.offre_date,
  projet_ref: (o) => o.projet_ref,
  projet_nom: (o) => o.projet_nom,
  client: (o) => o.client_societe,
  transport_dest: (o) => o.transport_dest,
  qte_m2: (o) => o.qte_m2,
  qte_ml: (o) => o.qte_ml,
  budget: (o) => o.budget,
  projet_livraison: (o) => o.projet_livraison,
  offre_statut: (o) => (o.offre_statut === '' ? null : Number(o.offre_statut)),
  offre_ref: (o) => o.offre_ref,
};

export function offerCells(ctx: OfferCellContext): OfferCells {
  const { config } = ctx;
  return {
    offre_nom: (o) => o.offre_nom,
    offre_date: (o) => formatDate(o.offre_date),
    projet_ref: (o) => o.projet_ref,
    projet_nom: (o) => o.projet_nom,
    client: (o) => (
      <span className={tw('flex flex-col')}>
        <span>{o.client_societe}</span>
        <span className={cx.muted()}>{[o.client_cp, o.client_ville].filter(Boolean).join(' ')}</span>
      </span>
    ),
    transport_dest: (o) => o.transport_dest,
    qte_m2: (o) => formatDecimal(o.qte_m2),
    qte_ml: (o) => formatDecimal(o.qte_ml),
    budget: (o) => o.budget_produits || formatMoney(o.budget),
    projet_livraison: (o) => <DeliveryCell offer={o} onOpen={ctx.onDelivery} />,
    offre_statut: (o) => {
      const value = ctx.pendingStatus[o.id] ?? o.offre_statut;
      return (
        <select aria-label={fr.offers.rowStatus(o.offre_ref)} className={cx.select()} value={value} onChange={(e) => ctx.onStatus(o, (e.target as HTMLSelectElement).value)}>
          <option value="">{fr.offers.statusUnset}</option>
          {config.statusOptions.map((s) => <option key={s.code} value={s.code}>{s.label}</option>)}
          {value !== '' && !config.statusOptions.some((s) => s.code === value) && <option value={value}>{value}</option>}
        </select>
      );
    },
    offre_ref: (o) => o.offre_ref,
    actions: (o) => {
      const editable = isEditable(o);
      const label = editable ? fr.offers.edit : fr.offers.view;
      return (
        <span className={tw('flex flex-nowrap items-center gap-1 whitespace-nowrap')}>
          <button type="button" className={cx.button()} title={editable ? fr.offers.editLabel(o.offre_ref) : fr.offers.viewLabel(o.offre_ref)} onClick={() => ctx.onOpen(o)}>
            {label}
          </button>
          <MenuButton label={fr.offers.rowActions(o.offre_ref)} items={ctx.rowMenu(o)} />
        </span>
      );
    },
  };
}

export function offerColumns(ctx: OfferColumnContext): OfferColumn[] {
  const { config, filters, cells } = ctx;
  const text = (field: OfferTextField) =>
    config.textFilters.includes(field) ? (
      <TextFilter
        key={field}
        label={fr.offers.textFilters[field]}
        value={filters.text[field] ?? ''}
        onChange={(value) => ctx.setFilters({ text: { ...filters.text, [field]: value } })}
      />
    ) : null;
  const range = (min: 'surface_min' | 'budget_min' | 'ml_min', max: 'surface_max' | 'budget_max' | 'ml_max') => (
    <span className={tw('flex flex-col gap-1')}>
      <NumericFilter label={fr.offers.numericFilters[min]} value={filters[min]} onChange={(v) => ctx.setFilters({ [min]: v })} />
      <NumericFilter label={fr.offers.numericFilters[max]} value={filters[max]} onChange={(v) => ctx.setFilters({ [max]: v })} />
    </span>
  );
  const stack = (...nodes: ReactNode[]) => <span className={tw('flex flex-col gap-1')}>{nodes}</span>;

  const all: Record<OfferColumnKey, Omit<OfferColumn, 'key' | 'header' | 'cell'>> = {
    offre_nom: { sortable: true, filter: text('offre_nom') },
    offre_date: { sortable: true, nowrap: true, filter: text('offre_date') },
    projet_ref: { sortable: true, nowrap: true, filter: text('projet_ref') },
    projet_nom: { sortable: true, filter: text('projet_nom') },
    client: { sortable: true, filter: stack(text('client_societe'), text('client_cp'), text('client_ville')) },
    transport_dest: { sortable: true, filter: text('transport_dest') },
    qte_m2: { sortable: true, align: 'right', filter: range('surface_min', 'surface_max'), total: formatDecimal(ctx.totals.surface) },
    qte_ml: { sortable: true, align: 'right', filter: range('ml_min', 'ml_max'), total: formatDecimal(ctx.totals.ml) },
    budget: { sortable: true, align: 'right', filter: range('budget_min', 'budget_max'), total: formatMoney(ctx.totals.budget) },
    projet_livraison: { sortable: true, nowrap: true, filter: text('projet_livraison') },
    offre_statut: {
      sortable: true,
      filter: (
        <select aria-label={fr.offers.statusFilter} className={cx.select()} value={filters.statut} onChange={(e) => ctx.setFilters({ statut: (e.target as HTMLSelectElement).value })}>
          <option value="">{fr.common.all}</option>
          {config.statusOptions.map((s) => <option key={s.code} value={s.code}>{s.label}</option>)}
        </select>
      ),
    },
    offre_ref: { sortable: true, nowrap: true, filter: text('offre_ref') },
    actions: {},
  };
  const headers: Record<OfferColumnKey, string> = { ...fr.offers.columns, actions: fr.common.actions };
  return config.columns.map((key) => ({ key, header: headers[key], ...all[key], cell: cells[key] }));
}

function DeliveryCell({ offer, onOpen }: { offer: Offer; onOpen(offer: Offer): void }) {
  if (isDraft(offer)) return <>{offer.projet_livraison}</>;
  const empty = offer.projet_livraison === '';
  const label = empty ? fr.offers.deliveryEmptyLabel(offer.offre_ref) : fr.offers.deliveryLabel(offer.offre_ref, offer.projet_livraison);
  return (
    <button type="button" className={cx.link()} aria-label={label} title={label} onClick={() => onOpen(offer)}>
      {empty ? <CalendarIcon /> : offer.projet_livraison}
    </button>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
    </svg>
  );
}
