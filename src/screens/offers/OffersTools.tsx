// The offers' own tools, first in the toolbar: the links (new offer, back), the radio group of the family's
// scope, the backoffice prescriber filter and the product filter.
import { backHref, newOfferHref } from '../../core/links';
import type { OfferColumnDef } from '../../core/offerColumns';
import type { OfferFilters } from '../../core/offerFilters';
import type { LeopardData, Offer, Prescriber } from '../../core/types';
import type { FamilyConfig } from '../../families';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';
import { NavLink } from '../../ui/NavLink';
import type { WidgetEnv } from '../../ui/env';
import type { ListScreen } from '../../ui/useListScreen';
import { PrescriberSelect } from './PrescriberSelect';
import { ProductFilter } from './ProductFilter';
import type { OffersExtras } from './viewState';

/** What the tools read of the offers screen's props (screens/OffersScreen). */
export interface OffersToolsContext {
  env: WidgetEnv;
  config: FamilyConfig;
  userId: number | null;
  isBackoffice: boolean;
  prescribers: readonly Prescriber[];
  leopard: LeopardData | null;
  terca: boolean;
}

export function OffersTools({ screen, view }: { screen: OffersToolsContext; view: ListScreen<Offer, OfferFilters, OffersExtras, OfferColumnDef> }) {
  const { env, config, leopard } = screen;
  const { scope } = config;
  const { tool, userFilter } = view.extras;
  const setExtra = (patch: Partial<OffersExtras>) => view.setExtras((e) => ({ ...e, ...patch }));
  return (
    <>
      {config.newOfferLinks({ terca: screen.terca, tool }).map((link) => {
        const href = newOfferHref(env.baseUrl, config.links, link.variant, leopard?.querystring ?? '');
        return <NavLink key={href} href={href} navigate={env.navigate} className={cx.primary()}>{link.label}</NavLink>;
      })}
      <NavLink href={backHref(env.baseUrl, leopard)} navigate={env.navigate} className={cx.button()}>{fr.offers.back}</NavLink>
      {scope && (
        <fieldset className={tw('flex flex-wrap items-center gap-3')}>
          <legend className={tw('float-left mr-2 font-semibold')}>{scope.legend}</legend>
          {Object.entries(scope.options).map(([value, { label }]) => (
            <label key={value} className={tw('flex items-center gap-1')}>
              <input type="radio" name={`${config.tag}-outil`} value={value} checked={tool === value} onChange={() => setExtra({ tool: value })} />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {screen.isBackoffice && (
        <PrescriberSelect userId={screen.userId} prescribers={screen.prescribers} userFilter={userFilter} onUserFilter={(u) => setExtra({ userFilter: u })} />
      )}
      {config.productFilter && (
        <ProductFilter chosen={view.state.filters.produits} onChange={(produits) => view.setFilters({ produits })} />
      )}
    </>
  );
}
