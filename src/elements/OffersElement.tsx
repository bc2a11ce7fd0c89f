// <terreal-offres-{bardages|parement|veture}> with the attributes of DESIGN.md §2.
import { useMemo } from 'react';
import { parseLeopard, parsePrescribers } from '../core/normalize';
import { FAMILY_CONFIGS, type Family } from '../families';
import { OffersScreen } from '../screens/OffersScreen';
import { parseBooleanAttribute, parseJsonAttribute, parseNumberAttribute } from './attributes';
import { useElementBase, type BaseElementProps } from './useElementBase';

export const OFFERS_PROPS = [
  'userid', 'isBackoffice', 'baseUrl', 'csrfToken', 'prescripteurs', 'leopard', 'terca', 'directeurCommercial', 'appVersion',
] as const;
/** The JSON properties that also take an array or object (what Vue, Svelte and Lit set). */
export const OFFERS_OBJECT_PROPS = ['prescripteurs', 'leopard'] as const;

export interface OffersElementProps extends BaseElementProps {
  prescripteurs?: unknown;
  leopard?: unknown;
  terca?: string;
  directeurCommercial?: string;
  appVersion?: string;
}

const DEFAULT_APP_VERSION = 2;

/** A `leopard` the page gave (an attribute's text, or an object as a property), whether or not it could be read. */
const leopardGiven = (value: unknown): boolean => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);

/**
 * The sales offers of one product family: the list with filters, sorting, paging, saved views and the row actions (status, clone, delivery quarter, site name, hide, delete, PDF, Excel export).
 * @tagname terreal-offres-bardages - Facade-cladding offers (bardages).
 * @tagname terreal-offres-parement - Facing-brick offers (parement).
 * @tagname terreal-offres-veture - Wall-tile offers (vêture: Thermoreal-Gebrik / Kess tools).
 * @attr {Prescriber[]} [prescripteurs=[]] - The prescribers (backoffice filter, export label): as an attribute, JSON `[{"id":1,"name":"…","firstname":"…"}]`; as a property, the array itself.
 * @attr {Leopard} leopard - The Leopard landing data (new-offer links, list call, `Retour à l'accueil`): as an attribute, JSON `{"querystring":"…","leopard_data":{"origine":"…"}}`; as a property, the object itself.
 * @attr {boolean} [terca=false] - Shows parement's `Nouvelle offre Terca` link (accepted by every offer list).
 * @attr {boolean} [directeur-commercial=false] - Accepted; no behaviour is specified for it.
 * @attr {number} [app-version=2] - Veture: the old-price-list clone warning applies when above 1 (accepted by every offer list).
 * @fires {{ family: Family; id: number; statut: string }} terreal-offre-status-change - An offer's commercial status was saved (`statut`: the new status code).
 * @fires {{ family: Family; id: number; clone: Offre }} terreal-offre-clone - An offer was cloned (`id`: the source offer, `clone`: the new row).
 * @fires {{ family: Family; id: number; projet_livraison: string }} terreal-offre-delivery-change - A delivery quarter (`YYYY-Tn`) was saved.
 * @fires {{ family: Family; id: number; projet_nom: string }} terreal-offre-site-change - A site name was saved.
 * @fires {{ family: Family; id: number }} terreal-offre-delete - An offer was deleted.
 * @fires {{ family: Family; id: number }} terreal-offre-hide - An offer was hidden.
 */
export function offresElement(family: Family) {
  const config = FAMILY_CONFIGS[family];
  return function OffersElement(props: OffersElementProps) {
    const base = useElementBase(props);
    const { host } = base;
    const prescribers = useMemo(() => parseJsonAttribute(host, 'prescripteurs', props.prescripteurs, parsePrescribers, []), [host, props.prescripteurs]);
    const leopard = useMemo(() => parseJsonAttribute(host, 'leopard', props.leopard, parseLeopard, null), [host, props.leopard]);
    parseBooleanAttribute(host, 'directeur-commercial', props.directeurCommercial); // supplied; no behaviour specified (SPEC.md §1)
    return (
      <OffersScreen
        // Another user: a new screen (the element's family never changes).
        key={props.userid}
        // env, userId, isBackoffice and noUserText, as the screen names them.
        {...base}
        config={config}
        prescribers={prescribers}
        leopard={leopard}
        leopardRefused={leopard === null && leopardGiven(props.leopard)}
        terca={parseBooleanAttribute(host, 'terca', props.terca)}
        appVersion={parseNumberAttribute(host, 'app-version', props.appVersion, DEFAULT_APP_VERSION)}
      />
    );
  };
}
