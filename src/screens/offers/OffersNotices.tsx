// The messages of the offers list. Above it: no user, a failed load (with Réessayer), the first loading.
// Floating over it (OffersFloatingNotices, placed after the list): a refused action (with Fermer), the undo
// of a status change, and the refreshing indicator, which come and go while rows are shown and so must
// never move a row (issue 20 §3).
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';
import { Loading } from '../../ui/Loading';
import { AlertMessage } from '../../ui/Notices';
import { UndoNotice } from '../../ui/UndoNotice';
import type { FileExportState } from '../../ui/useFileExport';
import { UNDO_STATUS_MS } from './useOfferActions';

/** An alert with its one button (`Réessayer`, `Fermer`). */
const alertWith = (text: string, button: string, onClick: () => void): ReactNode => (
  <AlertMessage text={text}>
    <button type="button" className={cx.button()} onClick={onClick}>{button}</button>
  </AlertMessage>
);

/** A passing state (being prepared, refreshing). */
const toast = (text: string): ReactNode => (
  <p role="status" className={tw('rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-surface)] px-3 py-1 text-sm text-[color:var(--terreal-muted)]')}>{text}</p>
);

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
      {props.loadProblem && alertWith(props.loadProblem, fr.common.retry, props.onRetry)}
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

/**
 * The layer the notices float in (issue 20 §3): placed after the list, it sticks to the bottom of the
 * viewport (or of the host's scroll container) while the list is in view and takes no height, so a notice
 * that comes or goes never moves a row. Always rendered, even empty, for the same reason.
 */
export function OffersFloatingNotices(props: OffersFloatingNoticesProps) {
  const { preparing, failed } = props.exportState;
  return (
    <div className="terreal-notices" part="notices">
      <div className="terreal-notices-stack">
        {props.alert && alertWith(props.alert, fr.common.close, props.onCloseAlert)}
        {props.undo && <UndoNotice undo={props.undo} onUndo={props.onUndo} onExpire={props.onUndoExpired} ms={UNDO_STATUS_MS} />}
        {preparing && toast(fr.offers.exportPreparing)}
        {failed && alertWith(failed, fr.common.close, props.onCloseExport)}
        {props.refreshing && toast(fr.common.refreshing)}
      </div>
    </div>
  );
}
