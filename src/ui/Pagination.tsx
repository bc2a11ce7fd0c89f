// Pager: count of matching rows, page-size select (`Lignes par page`) and first/previous/next/last.
// Cards (narrow): the count and the page size stay after the cards, and the buttons with `Page n sur m` make
// one line that sticks to the bottom of the window while the cards scroll (styles/layout.ts), so the next page
// is never 50 cards away; there is still one pager, hence one button of each name.
// A button that becomes disabled by its own press (first/previous on page 1, next/last on the last page)
// hands focus to its opposite, never to the page.
import { useEffect, useRef, type Ref, type RefObject } from 'react';
import { PAGE_SIZES, type ListAction } from '../core/listState';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

export interface PaginationProps {
  /** The page shown, of how many. */
  page: { page: number; pageCount: number };
  pageSize: number;
  countText: string;
  /** The list state's dispatch: the pager changes the page and the page size. */
  dispatch(action: ListAction<never>): void;
  /** The pager's `nav` (the skip link's target): a plain prop, as React 19 and preact 11 pass it. */
  ref?: Ref<HTMLElement>;
  /** Cards: the buttons on a line of their own, kept in view (see above). */
  narrow?: boolean;
  /** Once a page chosen here is shown (cards: back to the first card, the pager being at hand wherever one is). */
  onTurned?(): void;
}

export function Pagination(props: PaginationProps) {
  const { page, pageCount } = props.page;
  const back = useRef<HTMLButtonElement>(null);
  const forward = useRef<HTMLButtonElement>(null);
  // Focus moves once the new page is shown: the opposite button may be disabled until then.
  const handOver = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  // What to do once the page chosen here is shown.
  const turned = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    handOver.current?.current?.focus();
    handOver.current = null;
    turned.current?.();
    turned.current = undefined;
  }, [page]);
  // Every button is disabled while there is one page: a press means there are two or more.
  const go = (target: number) => {
    handOver.current = target <= 1 ? forward : target >= pageCount ? back : null;
    turned.current = props.onTurned;
    props.dispatch({ type: 'page', page: target });
  };
  // Named by aria-label: a button's content (the arrow) is presentational.
  const nav = (label: string, target: number, text: string, disabled: boolean, ref?: Ref<HTMLButtonElement>) => (
    <button ref={ref} type="button" className={`${cx.button()} ${tw('min-h-[28px] min-w-[28px] justify-center')}`} aria-label={label} title={label} disabled={disabled} onClick={() => go(target)}>
      {text}
    </button>
  );
  const pageSize = (
    <label className={tw('flex items-center gap-2 text-sm')}>
      {fr.common.rowsPerPage}
      <select autoComplete="off" className={cx.select()} value={String(props.pageSize)} onChange={(e) => props.dispatch({ type: 'pageSize', pageSize: Number((e.target as HTMLSelectElement).value) })}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={String(size)}>{size}</option>
        ))}
      </select>
    </label>
  );
  const count = <p className={cx.muted()} aria-live="polite">{props.countText}</p>;
  const line = tw('flex flex-wrap items-center justify-between gap-3 py-2');
  return (
    // Narrow: the part lends its box to its two lines (display: contents), so that the sticky one is held by
    // the whole screen rather than by the pager's own height.
    <div className={props.narrow ? 'terreal-pager' : line} part="pagination">
      {props.narrow ? <div className={line}>{count}{pageSize}</div> : count}
      <nav ref={props.ref} tabIndex={-1} aria-label={fr.common.pagination} className={`${props.narrow ? 'terreal-pager-bar' : ''} ${tw('flex flex-wrap items-center gap-2 focus:outline-none')}`}>
        {!props.narrow && pageSize}
        {nav(fr.common.firstPage, 1, '«', page <= 1)}
        {nav(fr.common.previousPage, page - 1, '‹', page <= 1, back)}
        <span role="status" aria-live="polite" className={tw('text-sm whitespace-nowrap')}>{fr.common.pageOf(page, pageCount)}</span>
        {nav(fr.common.nextPage, page + 1, '›', page >= pageCount, forward)}
        {nav(fr.common.lastPage, pageCount, '»', page >= pageCount)}
      </nav>
    </div>
  );
}

/** A skip link before a long list: straight to the pager, without tabbing through every row. */
export function SkipToPagination(props: { target: { current: HTMLElement | null } }) {
  return (
    <button type="button" className={`terreal-skip ${cx.button()}`} onClick={() => props.target.current?.focus()}>
      {fr.common.skipToPagination}
    </button>
  );
}
