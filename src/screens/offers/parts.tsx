// The offers screen's rarely used parts, loaded on demand (ui/lazyPart): its dialogs and the bulk actions' dialogs.
import { lazyPart } from '../../ui/lazyPart';
import type { OffersDialogsProps } from './OffersDialogs';

const Dialogs = lazyPart(() => import('./OffersDialogs').then((m) => m.OffersDialogs));

/** The dialog open on the offers screen (./OffersDialogs), loaded when one first opens. */
export function OffersDialogs(props: OffersDialogsProps) {
  return props.dialog ? <Dialogs {...props} /> : null;
}

export const BulkStatusDialog = lazyPart(() => import('../../dialogs/BulkStatusDialog').then((m) => m.BulkStatusDialog));
export const BulkHideDialog = lazyPart(() => import('../../dialogs/BulkHideDialog').then((m) => m.BulkHideDialog));
