// What the live region says after a sort: `Trié par {colonne}, ordre croissant` (or `décroissant`).
// Page and page-size changes are announced by the pager's own `Page {n} sur {m}` (a status region).
import { useEffect, useRef, useState } from 'react';
import type { SortState } from '../core/types';
import { fr } from '../i18n/fr';

export function useSortAnnouncement(sort: SortState, sortHeader: (key: string) => string | undefined): string {
  const [text, setText] = useState('');
  const last = useRef(sort);
  useEffect(() => {
    const before = last.current;
    last.current = sort;
    if (before.key === sort.key && before.dir === sort.dir) return;
    const header = sortHeader(sort.key);
    if (header) setText(fr.common.sortAnnounce(header, sort.dir));
  }, [sort, sortHeader]);
  return text;
}
