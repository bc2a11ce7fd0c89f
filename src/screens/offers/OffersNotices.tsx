// The messages above the offers list: no user, a failed load (with Réessayer), a refused action (with
// Fermer), the undo of a status change, and the loading and refreshing indicators.
import { fr } from '../../i18n/fr';
import { cx } from '../../ui/classes';
import { Loading } from '../../ui/Loading';
import { AlertMessage } from '../../ui/Notices';
import { UndoNotice } from '../../ui/UndoNotice';

export interface OffersNoticesProps {
  /** Shown when there is no valid user (null: there is one). */
  noUser: string | null;
  loadProblem: string | null;
  onRetry(): void;
  alert: string;
  onCloseAlert(): void;
  undo: { text: string } | null;
  onUndo(): void;
  loading: boolean;
  refreshing: boolean;
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
      {props.alert && (
        <AlertMessage text={props.alert}>
          <button type="button" className={cx.button()} onClick={props.onCloseAlert}>{fr.common.close}</button>
        </AlertMessage>
      )}
      {props.undo && <UndoNotice text={props.undo.text} undoLabel={fr.offers.undoStatus} onUndo={props.onUndo} />}
      {props.loading && <Loading />}
      {props.refreshing && <p role="status" className={cx.muted()}>{fr.common.refreshing}</p>}
    </>
  );
}
