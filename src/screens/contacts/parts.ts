// The contacts screen's rarely used parts, loaded on demand (ui/lazyPart): its dialogs.
import { lazyPart } from '../../ui/lazyPart';

export const DeleteContactDialog = lazyPart(() => import('../../dialogs/DeleteContactDialog').then((m) => m.DeleteContactDialog));
export const BulkDeleteContactsDialog = lazyPart(() => import('../../dialogs/BulkDeleteContactsDialog').then((m) => m.BulkDeleteContactsDialog));
export const MessageDialog = lazyPart(() => import('../../dialogs/MessageDialog').then((m) => m.MessageDialog));
