// Pager: count of matching rows, page-size select (`Lignes par page`) and first/previous/next/last.
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
}

export function Pagination(props: PaginationProps) {
  const { page, pageCount } = props.page;
  const back = useRef<HTMLButtonElement>(null);
  const forward = useRef<HTMLButtonElement>(null);
  // Focus moves once the new page is shown: the opposite button may be disabled until then.
  const handOver = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    handOver.current?.current?.focus();
    handOver.current = null;
  }, [page]);
  // Every button is disabled while there is one page: a press means there are two or more.
  const go = (target: number) => {
    handOver.current = target <= 1 ? forward : target >= pageCount ? back : null;
    props.dispatch({ type: 'page', page: target });
  };
  // Named by aria-label: a button's content (the arrow) is presentational.
  const nav = (label: string, target: number, text: string, disabled: boolean, ref?: Ref<HTMLButtonElement>) => (
    <button ref={ref} type="button" className={`${cx.button()} ${tw('min-h-[28px] min-w-[28px] justify-center')}`} aria-label={label} title={label} disabled={disabled} onClick={() => go(target)}>
      {text}
    </button>
  );
  return (
    <div className={tw('flex flex-wrap items-center justify-between gap-3 py-2')} part="pagination">
      <p className={cx.muted()} aria-live="polite">{props.countText}</p>
      <nav ref={props.ref} tabIndex={-1} aria-label={fr.common.pagination} className={tw('flex flex-wrap items-center gap-2 focus:outline-none')}>
        <label className={tw('flex items-center gap-2 text-sm')}>
          {fr.common.rowsPerPage}
          <select autoComplete="off" className={cx.select()} value={String(props.pageSize)} onChange={(e) => props.dispatch({ type: 'pageSize', pageSize: Number((e.target as HTMLSelectElement).value) })}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>{size}</option>
            ))}
          </select>
        </label>
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
