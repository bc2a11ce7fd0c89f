// A column header's resize handle: a focusable `separator` at its right edge, named `Redimensionner la colonne
// {header}`, its value the width in px. Dragged (the pointer captured, so the drag goes on outside the header),
// ←/→ by 16 px, double-click or Enter fits the content. Its keys stay its own: the grid's keyboard never sees them.
// In a keyboard grid it is no Tab stop of its own: F2 on its header cell enters it, Escape comes back (ui/useGridKeyboard).
// At rest it is then a structural separator, neither focusable nor valued (ARIA checkers disagree on a
// separator focusable out of the Tab order: axe asks it for a value, IBM Equal Access forbids one): entered (F2,
// or a drag, which focuses it) it takes tabindex -1 and its value, the width, until it loses the focus.
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

/** The columns whose separator has the focus (in a grid, only a focused separator carries its value). */
const focusedColumns = new Set<string>();

/** The separator's value: its width in px, within the columns' bounds. */
function setValue(el: Element, width: number): void {
  el.setAttribute('aria-valuenow', String(Math.round(width)));
  el.setAttribute('aria-valuemin', String(COLUMN_MIN_PX));
  el.setAttribute('aria-valuemax', String(COLUMN_MAX_PX));
}

/** The drags under way, by handle (a pointer each: two fingers may drag two edges): where each began, and its column's width then. */
const drags = new WeakMap<EventTarget, { x: number; width: number }>();

/**
 * The handle of `column`: an element, not a component (nothing of its own to keep between renders: a drag is
 * kept by its handle), so the headers' handles are not rendered again as components at each key typed in a filter.
 */
export function columnResizer(column: string, header: string, width: number, resize: ColumnResize, inGrid = false) {
  const fit = () => resize.onResize(column, resize.fitOf(column));
  const end = (event: { currentTarget: EventTarget }) => drags.delete(event.currentTarget);
  const valued = !inGrid || focusedColumns.has(column);
  return (
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={fr.common.resizeColumn(header)}
      aria-valuenow={valued ? Math.round(width) : undefined}
      aria-valuemin={valued ? COLUMN_MIN_PX : undefined}
      aria-valuemax={valued ? COLUMN_MAX_PX : undefined}
      tabIndex={inGrid ? undefined : 0}
      onFocus={inGrid ? (event) => {
        focusedColumns.add(column);
        setValue(event.currentTarget, width);
      } : undefined}
      onBlur={inGrid ? (event) => {
        focusedColumns.delete(column);
        for (const name of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'tabindex']) event.currentTarget.removeAttribute(name);
      } : undefined}
      className="terreal-resizer"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.stopPropagation();
        const el = event.currentTarget;
        el.setPointerCapture?.(event.pointerId);
        if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
        el.focus();
        // From the width the column has on screen (a growing column may be wider than its layout says once stretched).
        const shown = (el.parentElement as HTMLElement).getBoundingClientRect().width;
        drags.set(el, { x: event.clientX, width: shown || width });
      }}
      onPointerMove={(event) => {
        const drag = drags.get(event.currentTarget);
        if (drag) resize.onResize(column, drag.width + event.clientX - drag.x);
      }}
      // The capture ends with the pointer (the browser releases it after pointerup and pointercancel).
      onPointerUp={end}
      onPointerCancel={end}
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
