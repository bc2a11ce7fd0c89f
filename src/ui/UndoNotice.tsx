// A visible confirmation with a way back (issue 14: `Annuler` after a status change). The text itself is
// announced by the screen's live region; this box only shows it beside the button.
import { tw } from '../styles/twind';
import { cx } from './classes';

export function UndoNotice(props: { text: string; undoLabel: string; onUndo(): void }) {
  return (
    <div className={tw('my-1 flex flex-wrap items-center gap-3 rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-stripe)] px-3 py-2 text-sm')}>
      <span>{props.text}</span>
      <button type="button" className={cx.button()} onClick={props.onUndo}>{props.undoLabel}</button>
    </div>
  );
}
