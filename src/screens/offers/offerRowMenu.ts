// The items of an offer row's action menu (SPEC.md §6): editable offers can be cloned or deleted; the
// others downloaded or shown as PDF, cloned, renamed, re-dated or hidden.
import { pdfHref } from '../../core/links';
import { isEditable } from '../../core/offerRules';
import type { Offer } from '../../core/types';
import { fr } from '../../i18n/fr';
import type { MenuItem } from '../../ui/MenuButton';

/** The row dialogs a menu item opens. */
export type RowDialogKind = 'clone' | 'delivery' | 'siteName' | 'delete' | 'hide';

export interface RowMenuContext {
  baseUrl: string;
  /** The first path segment of the PDF link (FamilyConfig.links.path). */
  path: string;
  /** Downloads through the hidden frame. */
  download(href: string): void;
  /** Opens a new tab (WidgetEnv.openWindow). */
  openWindow(href: string): void;
  ask(kind: RowDialogKind, offer: Offer): void;
}

export function offerRowMenu(offer: Offer, ctx: RowMenuContext): MenuItem[] {
  const clone = { label: fr.offers.clone, onSelect: () => ctx.ask('clone', offer) };
  if (isEditable(offer)) return [clone, { label: fr.common.delete, onSelect: () => ctx.ask('delete', offer) }];
  return [
    { label: fr.offers.downloadPdf, onSelect: () => ctx.download(pdfHref(ctx.baseUrl, ctx.path, offer.id, true)) },
    { label: fr.offers.showPdf, onSelect: () => ctx.openWindow(pdfHref(ctx.baseUrl, ctx.path, offer.id, false)) },
    clone,
    { label: fr.offers.editSiteName, onSelect: () => ctx.ask('siteName', offer) },
    { label: fr.offers.editDelivery, onSelect: () => ctx.ask('delivery', offer) },
    { label: fr.offers.hide, onSelect: () => ctx.ask('hide', offer) },
  ];
}
