// Above the offers table: links (new offer, back), the radio group of the family's scope, the backoffice
// prescriber filter, the product filter, clear-all and the Excel export.
import { useRef, type ReactNode } from 'react';
import type { OfferFilters } from '../../core/offerFilters';
import type { Prescriber } from '../../core/types';
import type { FamilyConfig } from '../../families';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';
import { NavLink } from '../../ui/NavLink';
import { PrescriberSelect } from './PrescriberSelect';
import { ProductFilter } from './ProductFilter';

export interface OffersToolbarProps {
  config: FamilyConfig;
  newOfferLinks: { label: string; href: string }[];
  backHref: string;
  navigate(href: string): void;
  /** The choice of the family's scope. */
  tool: string;
  onTool(tool: string): void;
  isBackoffice: boolean;
  userId: number | null;
  prescribers: readonly Prescriber[];
  userFilter: 'all' | number;
  onUserFilter(value: 'all' | number): void;
  filters: OfferFilters;
  setFilters(patch: Partial<OfferFilters>): void;
  filterActive: boolean;
  onClearFilters(): void;
  onExport(): void;
  /** More toolbar controls (column chooser, narrow-layout sort and filters). */
  extra?: ReactNode;
}

export function OffersToolbar(props: OffersToolbarProps) {
  const { config } = props;
  const { scope } = config;
  const showPrescribers = props.isBackoffice;
  // `Effacer tous les filtres` disappears once used: focus goes on to the export button beside it.
  const exportButton = useRef<HTMLButtonElement>(null);
  return (
    // One wrapping line (issue 20 §1): the links, then the tools, on as few lines as the width allows.
    <div className={`${cx.toolbar()} terreal-toolbar`}>
      <div className={tw('contents')}>
        {props.newOfferLinks.map((link) => (
          <NavLink key={link.href} href={link.href} navigate={props.navigate} className={cx.primary()}>{link.label}</NavLink>
        ))}
        <NavLink href={props.backHref} navigate={props.navigate} className={cx.button()}>{fr.offers.back}</NavLink>
      </div>
      <div className={tw('contents')}>
        {scope && (
          <fieldset className={tw('flex flex-wrap items-center gap-3')}>
            <legend className={tw('float-left mr-2 font-semibold')}>{scope.legend}</legend>
            {Object.entries(scope.options).map(([value, { label }]) => (
              <label key={value} className={tw('flex items-center gap-1')}>
                <input type="radio" name={`${config.tag}-outil`} value={value} checked={props.tool === value} onChange={() => props.onTool(value)} />
                {label}
              </label>
            ))}
          </fieldset>
        )}
        {showPrescribers && (
          <PrescriberSelect userId={props.userId} prescribers={props.prescribers} userFilter={props.userFilter} onUserFilter={props.onUserFilter} />
        )}
        {config.productFilter && (
          <ProductFilter chosen={props.filters.produits} onChange={(produits) => props.setFilters({ produits })} />
        )}
        {props.extra}
        {props.filterActive && (
          <button type="button" className={cx.button()} onClick={() => { props.onClearFilters(); exportButton.current?.focus(); }}>{fr.common.clearFilters}</button>
        )}
        <button ref={exportButton} type="button" className={cx.button()} onClick={props.onExport}>
          {props.prescribers.length > 0 ? fr.offers.exportWithPrescribers : fr.offers.exportMine}
        </button>
      </div>
    </div>
  );
}
