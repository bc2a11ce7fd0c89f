// The notices floating over the offers list (placed after it): a refused action (with Fermer), the undo of
// a status change, the Excel export being prepared or why it failed (with Fermer), and the refreshing
// indicator, which come and go while rows are shown and so must never move a row (issue 20 §3).
import type { ReactNode, RefObject } from 'react';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';
import { rowControl } from '../../ui/focusAfterDialog';
import { AlertMessage } from '../../ui/Notices';
import { UndoNotice } from '../../ui/UndoNotice';
import type { useFileExport } from '../../ui/useFileExport';
import type { useOfferActions } from './useOfferActions';

/** An alert with its `Fermer` button. */
const closable = (text: string, onClose: () => void): ReactNode => (
  <AlertMessage text={text}>
    <button type="button" className={cx.button()} onClick={onClose}>{fr.common.close}</button>
  </AlertMessage>
);

/** A passing state (being prepared, refreshing). */
const toast = (text: string): ReactNode => (
  <p role="status" className={tw('rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-surface)] px-3 py-1 text-sm text-[color:var(--terreal-muted)]')}>{text}</p>
);

export interface OffersFloatingNoticesProps {
  screen: RefObject<HTMLElement | null>;
  actions: Pick<ReturnType<typeof useOfferActions>, 'alert' | 'setAlert' | 'undo' | 'undoStatus' | 'dismissUndo'>;
  /** The Excel export: being prepared, or why it failed. */
  excel: Pick<ReturnType<typeof useFileExport>, 'state' | 'dismiss'>;
  refreshing: boolean;
}

/**
 * The layer the notices float in (issue 20 §3): placed after the list, it sticks to the bottom of the
 * viewport (or of the host's scroll container) while the list is in view and takes no height, so a notice
 * that comes or goes never moves a row. Always rendered, even empty, for the same reason.
 */
export function OffersFloatingNotices({ screen, actions, excel, refreshing }: OffersFloatingNoticesProps) {
  const { alert, undo } = actions;
  const { preparing, failed } = excel.state;
  // No empty text as a child (`'' && …`): preact writes an empty text node again at every render.
  return (
    <div className="terreal-notices" part="notices">
      <div className="terreal-notices-stack">
        {alert ? closable(alert, () => { actions.setAlert(''); screen.current?.focus(); }) : null}
        {undo && (
          <UndoNotice
            undo={undo}
            onUndo={() => {
              void actions.undoStatus();
              // The button goes away once used: focus goes to the row's first control.
              rowControl(screen.current, [undo.offer.id])?.focus();
            }}
            // Its time ran out (neither hovered nor focused for UNDO_MS).
            onExpire={actions.dismissUndo}
          />
        )}
        {preparing && toast(fr.offers.exportPreparing)}
        {failed ? closable(failed, excel.dismiss) : null}
        {refreshing && toast(fr.common.refreshing)}
      </div>
    </div>
  );
}
