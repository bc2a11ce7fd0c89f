// A column header's resize handle: a focusable `separator` at its right edge, named `Redimensionner la colonne
// {header}`, its value the width in px. Dragged (the pointer captured, so the drag goes on outside the header),
// ←/→ by 16 px, double-click or Enter fits the content. Its keys stay its own: the grid's keyboard never sees them.
import { useRef } from 'react';
import { COLUMN_MAX_PX, COLUMN_MIN_PX } from '../core/columnLayout';
import { fr } from '../i18n/fr';

/** A key press moves the edge by this much. */
export const RESIZE_STEP_PX = 16;

export interface ColumnResize {
  /** The user set a column's width (px). */
  onResize(key: string, width: number): void;
  /** The width a column's content needs. */
  fitOf(key: string): number;
}

export function ColumnResizer({ column, header, width, resize }: { column: string; header: string; width: number; resize: ColumnResize }) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const fit = () => resize.onResize(column, resize.fitOf(column));
  return (
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={fr.common.resizeColumn(header)}
      aria-valuenow={Math.round(width)}
      aria-valuemin={COLUMN_MIN_PX}
      aria-valuemax={COLUMN_MAX_PX}
      tabIndex={0}
      className="terreal-resizer"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.stopPropagation();
        const el = event.currentTarget;
        el.setPointerCapture?.(event.pointerId);
        el.focus();
        // From the width the column has on screen (a growing column may be wider than its layout says once stretched).
        const shown = (el.parentElement as HTMLElement).getBoundingClientRect().width;
        drag.current = { x: event.clientX, width: shown || width };
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        resize.onResize(column, drag.current.width + event.clientX - drag.current.x);
      }}
      onPointerUp={(event) => {
        drag.current = null;
        event.currentTarget.releasePointerCapture?.(event.pointerId);
      }}
      onPointerCancel={() => { drag.current = null; }}
      // A click on the edge is not a click on the header (its sort button).
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => {
        event.stopPropagation();
        fit();
      }}
      onKeyDown={(event) => {
        const step = event.key === 'ArrowRight' ? RESIZE_STEP_PX : event.key === 'ArrowLeft' ? -RESIZE_STEP_PX : 0;
        if (!step && event.key !== 'Enter') return;
        event.preventDefault();
        event.stopPropagation();
        if (step) resize.onResize(column, width + step);
        else fit();
      }}
    />
  );
}
