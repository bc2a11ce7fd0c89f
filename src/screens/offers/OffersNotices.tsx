// The notices floating over the offers list (ui/NoticeLayer): a refused status change (with Fermer), the last
// change with its undo, passing notices (a success with the server's message, a conflict), the Excel export
// being prepared (or waited for, the host busy) or why it failed (with Fermer), and the refreshing indicator.
import type { ReactNode, RefObject } from 'react';
import { fr } from '../../i18n/fr';
import { cx } from '../../ui/classes';
import { rowControl } from '../../ui/focusAfterDialog';
import { NoticeLayer, toast } from '../../ui/NoticeLayer';
import { AlertMessage } from '../../ui/Notices';
import { UndoNotice } from '../../ui/UndoNotice';
import type { useFileExport } from '../../ui/useFileExport';
import type { Notices } from '../../ui/useNotices';
import type { useOfferEdits } from './useOfferEdits';

/** An alert with its `Fermer` button. */
const closable = (text: string, onClose: () => void): ReactNode => (
  <AlertMessage text={text}>
    <button type="button" className={cx.button()} onClick={onClose}>{fr.common.close}</button>
  </AlertMessage>
);

export interface OffersFloatingNoticesProps {
  screen: RefObject<HTMLElement | null>;
  edits: Pick<ReturnType<typeof useOfferEdits>, 'alert' | 'undo'>;
  notices: Notices;
  /** The Excel export: being prepared, or why it failed. */
  excel: Pick<ReturnType<typeof useFileExport>, 'state' | 'dismiss'>;
  refreshing: boolean;
}

export function OffersFloatingNotices({ screen, edits, notices, excel, refreshing }: OffersFloatingNoticesProps) {
  const { alert, undo } = edits;
  const { preparing, waiting, failed } = excel.state;
  // No empty text as a child (`'' && …`): preact writes an empty text node again at every render.
  return (
    <NoticeLayer
      screen={screen}
      notices={notices.notices}
      rowIds={undo.notice && undo.rowId !== undefined ? [undo.rowId] : []}
      after={(
        <>
          {preparing && toast(waiting ? fr.offers.exportWaiting : fr.offers.exportPreparing)}
          {failed ? closable(failed, excel.dismiss) : null}
          {refreshing && toast(fr.common.refreshing)}
        </>
      )}
    >
      {alert.text ? closable(alert.text, () => { alert.close(); screen.current?.focus({ preventScroll: true }); }) : null}
      {undo.notice && (
        <UndoNotice
          undo={undo.notice}
          onUndo={() => {
            const row = undo.rowId;
            void undo.run();
            // Once the last change is undone the button goes away: focus goes to the row's first control.
            if (row !== undefined && !undo.more) rowControl(screen.current, [row])?.focus();
          }}
          // Its time ran out (neither hovered nor focused for UNDO_MS): Ctrl+Z still undoes.
          onExpire={undo.hide}
        />
      )}
    </NoticeLayer>
  );
}
