// Pager: count of matching rows, page-size select (`Lignes par page`) and first/previous/next/last.
import { PAGE_SIZES } from '../core/listState';
import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';
import { cx } from './classes';

export interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  countText: string;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

export function Pagination(props: PaginationProps) {
  const { page, pageCount } = props;
  const nav = (label: string, target: number, text: string, disabled: boolean) => (
    <button type="button" className={cx.button()} aria-label={label} title={label} disabled={disabled} onClick={() => props.onPage(target)}>
      <span aria-hidden="true">{text}</span>
    </button>
  );
  return (
    <div className={tw('flex flex-wrap items-center justify-between gap-3 py-2')} part="pagination">
      <p className={cx.muted()} aria-live="polite">{props.countText}</p>
      <nav aria-label={fr.common.pagination} className={tw('flex flex-wrap items-center gap-2')}>
        <label className={tw('flex items-center gap-2 text-sm')}>
          {fr.common.rowsPerPage}
          <select className={cx.select()} value={String(props.pageSize)} onChange={(e) => props.onPageSize(Number((e.target as HTMLSelectElement).value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>{size}</option>
            ))}
          </select>
        </label>
        {nav(fr.common.firstPage, 1, '«', page <= 1)}
        {nav(fr.common.previousPage, page - 1, '‹', page <= 1)}
        <span className={tw('text-sm whitespace-nowrap')}>{fr.common.pageOf(page, pageCount)}</span>
        {nav(fr.common.nextPage, page + 1, '›', page >= pageCount)}
        {nav(fr.common.lastPage, pageCount, '»', page >= pageCount)}
      </nav>
    </div>
  );
}
