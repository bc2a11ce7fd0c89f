// The messages of the offers list. Above it: no user, a failed load (with Réessayer), the first loading.
// Floating over it (OffersFloatingNotices, placed after the list): a refused action (with Fermer), the undo
// of a status change, and the refreshing indicator, which come and go while rows are shown and so must
// never move a row (issue 20 §3).
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';
import { FloatingNotices } from '../../ui/FloatingNotices';
import { Loading } from '../../ui/Loading';
import { AlertMessage } from '../../ui/Notices';
import { UndoNotice } from '../../ui/UndoNotice';
import type { FileExportState } from '../../ui/useFileExport';
import { UNDO_STATUS_MS } from './useOfferActions';

const TOAST = 'rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-surface)] px-3 py-1 text-sm text-[color:var(--terreal-muted)]';

export interface OffersNoticesProps {
  /** Shown when there is no valid user (null: there is one). */
  noUser: string | null;
  loadProblem: string | null;
  onRetry(): void;
  loading: boolean;
}

export function OffersNotices(props: OffersNoticesProps) {
  return (
    <>
      {props.noUser !== null && <AlertMessage text={props.noUser} />}
      {props.loadProblem && (
        <AlertMessage text={props.loadProblem}>
          <button type="button" className={cx.button()} onClick={props.onRetry}>{fr.common.retry}</button>
        </AlertMessage>
      )}
      {props.loading && <Loading />}
    </>
  );
}

export interface OffersFloatingNoticesProps {
  alert: string;
  onCloseAlert(): void;
  undo: { text: string } | null;
  onUndo(): void;
  /** The undo's time ran out (neither hovered nor focused for UNDO_STATUS_MS). */
  onUndoExpired(): void;
  refreshing: boolean;
  /** The Excel export: being prepared, or why it failed (with Fermer). */
  exportState: FileExportState;
  onCloseExport(): void;
}

export function OffersFloatingNotices(props: OffersFloatingNoticesProps) {
  return (
    <FloatingNotices>
      {props.alert && (
        <AlertMessage text={props.alert}>
          <button type="button" className={cx.button()} onClick={props.onCloseAlert}>{fr.common.close}</button>
        </AlertMessage>
      )}
      {props.undo && (
        <UndoNotice text={props.undo.text} undoLabel={fr.offers.undoStatus} onUndo={props.onUndo} onExpire={props.onUndoExpired} ms={UNDO_STATUS_MS} token={props.undo} />
      )}
      {props.exportState.kind === 'preparing' && <p role="status" className={tw(TOAST)}>{fr.offers.exportPreparing}</p>}
      {props.exportState.kind === 'failed' && (
        <AlertMessage text={props.exportState.text}>
          <button type="button" className={cx.button()} onClick={props.onCloseExport}>{fr.common.close}</button>
        </AlertMessage>
      )}
      {props.refreshing && <p role="status" className={tw(TOAST)}>{fr.common.refreshing}</p>}
    </FloatingNotices>
  );
}
