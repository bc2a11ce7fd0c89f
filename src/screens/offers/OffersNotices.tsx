// The notices floating over the offers list (placed after it): a refused status change (with Fermer), the
// last change with its undo, passing notices (a success with the server's message, a conflict), the Excel
// export being prepared or why it failed (with Fermer), and the refreshing indicator. They come and go while
// rows are shown and so never move a row (issue 20 §3), and never cover the row they are about nor the
// focused control: the stack goes to the top of the view when those are where it would show at the bottom.
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { noticeSide, type NoticeSide } from '../../core/noticePlacement';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { cx } from '../../ui/classes';
import { rowControl } from '../../ui/focusAfterDialog';
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

/** A passing state (being prepared, refreshing) or a passing notice. */
const toast = (text: string, key?: number): ReactNode => (
  <p key={key} role="status" className={tw('rounded border border-[color:var(--terreal-border)] bg-[color:var(--terreal-surface)] px-3 py-1 text-sm text-[color:var(--terreal-muted)]')}>{text}</p>
);

export interface OffersFloatingNoticesProps {
  screen: RefObject<HTMLElement | null>;
  edits: Pick<ReturnType<typeof useOfferEdits>, 'alert' | 'undo'>;
  notices: Notices;
  /** The Excel export: being prepared, or why it failed. */
  excel: Pick<ReturnType<typeof useFileExport>, 'state' | 'dismiss'>;
  refreshing: boolean;
}

/** The rows the notices are about and the focused control, where they are in the view. */
function spansToKeep(screen: HTMLElement, rowIds: readonly number[]) {
  const focused = (screen.getRootNode() as Document | ShadowRoot).activeElement;
  const boxes = rowIds.map((id) => screen.querySelector(`[data-row-id="${id}"]`));
  if (focused && screen.contains(focused) && focused !== screen) boxes.push(focused);
  return boxes.filter((b): b is Element => b !== null).map((b) => b.getBoundingClientRect());
}

/**
 * The layer the notices float in (issue 20 §3): placed after the list, it sticks to the bottom of the
 * viewport (or of the host's scroll container) while the list is in view and takes no height, so a notice
 * that comes or goes never moves a row. Always rendered, even empty, for the same reason.
 */
export function OffersFloatingNotices({ screen, edits, notices, excel, refreshing }: OffersFloatingNoticesProps) {
  const { alert, undo } = edits;
  const { preparing, failed } = excel.state;
  const stack = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState<NoticeSide>('bottom');
  const rowIds = notices.notices.flatMap((n) => (n.rowId === undefined ? [] : [n.rowId]));
  if (undo.notice && undo.rowId !== undefined) rowIds.push(undo.rowId);
  const about = rowIds.join(',');
  useLayoutEffect(() => {
    const root = screen.current;
    if (!root) return undefined;
    const place = () => setSide(noticeSide(spansToKeep(root, rowIds), stack.current!.offsetHeight || 120, window.innerHeight));
    place();
    // The focus moving or the page scrolling can bring what must stay visible under the stack.
    root.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { passive: true, capture: true });
    return () => {
      root.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rowIds is read through `about`
  }, [screen, about]);
  // No empty text as a child (`'' && …`): preact writes an empty text node again at every render.
  return (
    <div className={`terreal-notices${side === 'top' ? ' terreal-notices-top' : ''}`} part="notices" data-side={side}>
      <div className="terreal-notices-stack" ref={stack}>
        {alert.text ? closable(alert.text, () => { alert.close(); screen.current?.focus(); }) : null}
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
        {notices.notices.map((n) => toast(n.text, n.id))}
        {preparing && toast(fr.offers.exportPreparing)}
        {failed ? closable(failed, excel.dismiss) : null}
        {refreshing && toast(fr.common.refreshing)}
      </div>
    </div>
  );
}
