// One hook for every list screen (contacts, the offer lists): the rows loaded (useRemoteList through the
// screen's `useRows`), the list state kept for the tab (core/listView in env.sessionStore: filters, quick
// search, sort, page, page size, scroll, and what else the list keeps), the list model's stages
// (core/listModel), the columns the user hid, the saved views, and, with useListPage, the rows of the page.
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { parseColumnWidths } from '../core/columnLayout';
import { parseHiddenColumns, sortValueOf, visibleColumns, type ColumnBase, type Sorting } from '../core/columns';
import { countActiveFilters, type FilterValues } from '../core/listFilters';
import { createListModel, warmSearch, type ListDefinition, type ListScope, type ListStages } from '../core/listModel';
import { initialListState, listReducer, type ListAction, type ListState } from '../core/listState';
import { readKeptView, writeKeptView, type KeptView } from '../core/listView';
import type { OfferScope } from '../core/offerScope';
import { heldRows, staleIds, type Held } from '../core/heldView';
import { paginate, type CellValue, type Page } from '../core/rowModel';
import { savedViewsKey, type SavedView } from '../core/savedViews';
import type { SortState } from '../core/types';
import { fr } from '../i18n/fr';
import type { WidgetEnv } from './env';
import { columnPrefsKey, useColumnPrefs, type ColumnPrefs } from './useColumnPrefs';
import { useLoadErrorEffect } from './useLoadErrorEffect';
import type { RemoteList } from './useRemoteList';
import { useSavedViews, type SavedViews } from './useSavedViews';
import { useSortAnnouncement } from './useSortAnnouncement';
import { useKeptScroll } from './useKeptScroll';
import { whenIdle } from './whenIdle';

/** A column as the list hook needs it: its key, header, whether it may be hidden and what it sorts by. */
export type ListColumn<Row> = Sorting<Row> & Pick<ColumnBase, 'key' | 'header' | 'required'>;

/** The names a list keeps its state under, per list and user. */
export interface ListKeys {
  /** The list state for the tab (env.sessionStore). */
  view: string;
  /** Hidden columns and saved views (env.localStore), e.g. `contacts` or a family. */
  columns: string;
  savedViews: string;
  userId: number;
}

/** What a list keeps besides its list state (offers: prescriber and tool), and how. */
export interface ListExtras<E, F> {
  /** The values a list starts with. */
  initial: E;
  /** Reads them back from a kept view (checked, never trusted). */
  read(raw: Record<string, unknown>, defaults: E): E;
  /** What is kept of them when the view is restored (a right lost, the page address). */
  restore?(kept: E, initial: E): E;
  /** The scope whose choice a saved view keeps as `tool` (checked by it when read back); none: no `tool`. */
  scope?: OfferScope;
  /** What a saved view keeps of them, and what applying one makes of them. */
  toSavedView?(extras: E): Partial<Pick<SavedView<F>, 'userFilter' | 'tool' | 'grouping'>>;
  fromSavedView?(view: SavedView<F>, extras: E): E;
}

export interface ListScreenConfig<Row extends { id: number }, F extends FilterValues, E extends object, C extends ListColumn<Row> = ListColumn<Row>> {
  env: WidgetEnv;
  definition: ListDefinition<Row>;
  /** Every column of the list, in its order. */
  columns: readonly C[];
  defaultFilters: F;
  readFilters(raw: unknown): F;
  defaultSort: SortState;
  /** What a sort key that no column knows sorts by (the default sort, an old saved view) … */
  fallbackSort(row: Row): CellValue;
  /** … and how that sort is announced (offers: `Plus récentes`). */
  fallbackSortLabel?: string;
  /** null when there is no user: nothing is kept. */
  keys: ListKeys | null;
  extras: ListExtras<E, F>;
  /** The kept state is read again when one of these changes (besides the keys): the backoffice right. */
  restoreDeps?: readonly unknown[];
  /** Loads the rows for the extras (called on every render, like any hook). */
  useRows(extras: E): RemoteList<Row>;
  /** A part of the rows only (one choice of a family's scope). */
  scope?(extras: E): ListScope<Row> | null;
  /** Says a saved view was saved, applied or removed (the screen's live region). */
  announce(text: string): void;
  /** The screen: its page's scroll is kept. */
  screen: RefObject<HTMLElement | null>;
  /** Opens the `Session expirée` dialog when a 419 may not reload the page again. */
  sessionDialog?(d: { title: string; text: string }): void;
}

/** The list's state kept for the tab (filters, sort, page, page size, the extras) and how it changes. */
export interface ListViewState<F extends FilterValues, E> extends Pick<KeptListState<F, E>, 'state' | 'dispatch' | 'extras' | 'setExtras'> {
  setFilters(patch: FilterValues): void;
  /** How many filters are set (`Effacer tous les filtres`, `Filtres`' badge). */
  activeFilters: number;
  /** A new identity whenever the user changes the view (filters, sort, page, extras) or the list loads: it ends a hold. */
  identity: object;
}

/** The list state as read back for the tab, and how it is written again. */
export interface KeptListState<F, E> {
  state: ListState<F>;
  dispatch: Dispatch<ListAction<F>>;
  extras: E;
  setExtras: Dispatch<SetStateAction<E>>;
  /** What was read back (its scroll is given back once the rows are there). */
  restored: KeptView<F, E>;
  /** Keeps the page's scroll with the view (`x`: the rows' sideways scroll). */
  keepScroll(at: { y: number } | { x: number }): void;
}

/** Reads the kept list state once per list and user, and writes it again as it changes. */
export function useKeptListState<Row extends { id: number }, F extends FilterValues, E extends object, C extends ListColumn<Row>>(
  config: ListScreenConfig<Row, F, E, C>,
): KeptListState<F, E> {
  const { env, keys } = config;
  const latest = useRef(config);
  latest.current = config;
  const viewKey = keys?.view ?? null;

  const restored = useMemo<KeptView<F, E>>(() => {
    const c = latest.current;
    const defaults: KeptView<F, E> = { list: initialListState(c.defaultFilters, c.defaultSort), extras: c.extras.initial, scroll: 0, scrollX: 0 };
    const kept = readKeptView(viewKey && env.sessionStore.get(viewKey), defaults, { readFilters: c.readFilters, readExtras: c.extras.read });
    return { ...kept, extras: c.extras.restore ? c.extras.restore(kept.extras, c.extras.initial) : kept.extras };
    // Read once per list and user (and store), and again when a restore dependency changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restoreDeps are the list's own reasons to read again
  }, [env.sessionStore, viewKey, ...(config.restoreDeps ?? [])]);

  const reducer = useMemo(() => listReducer(config.defaultFilters), [config.defaultFilters]);
  const [state, dispatch] = useReducer(reducer, restored.list);
  const [extras, setExtras] = useState<E>(restored.extras);
  useEffect(() => {
    dispatch({ type: 'restore', state: restored.list });
    setExtras(restored.extras);
  }, [restored, dispatch]);

  // What `save` writes: the state and extras of the last render, and the scroll of the last scroll event.
  const kept = useRef({ list: state, extras, scroll: restored.scroll, scrollX: restored.scrollX });
  kept.current.list = state;
  kept.current.extras = extras;
  const save = useCallback(() => {
    if (viewKey !== null) env.sessionStore.set(viewKey, writeKeptView(kept.current));
  }, [env.sessionStore, viewKey]);
  // Written as the change commits (not after the paint): a reload or a navigation right after a change keeps it.
  useLayoutEffect(save, [save, state, extras]);
  const keepScroll = useCallback((at: { y: number } | { x: number }) => {
    if ('y' in at) kept.current.scroll = at.y;
    else kept.current.scrollX = at.x;
    save();
  }, [save]);
  return { state, dispatch, extras, setExtras, restored, keepScroll };
}

/** The columns the user hid or widened, and the columns shown. */
export interface ListColumnsState<C> {
  prefs: ColumnPrefs;
  /** The columns shown, in their order. */
  shown: C[];
}

export function useListColumns<C extends { key: string; required?: boolean }>(env: WidgetEnv, keys: ListKeys | null, columns: readonly C[]): ListColumnsState<C> {
  const prefs = useColumnPrefs(env.localStore, keys ? columnPrefsKey(keys.columns, keys.userId) : null, columns);
  const shown = useMemo(() => visibleColumns(columns, prefs.hidden), [columns, prefs.hidden]);
  return { prefs, shown };
}

/** The saved views of the list: saving the view shown, applying one, removing one. */
export function useListSavedViews<Row extends { id: number }, F extends FilterValues, E extends object, C extends ListColumn<Row>>(
  config: ListScreenConfig<Row, F, E, C>, kept: KeptListState<F, E>, prefs: ColumnPrefs,
): SavedViews<F> {
  const { env, keys, columns } = config;
  const { state, dispatch, extras, setExtras } = kept;
  const savedViews = useSavedViews(env.localStore, keys ? savedViewsKey(keys.savedViews, keys.userId) : null, config.readFilters, config.extras.scope);
  return {
    views: savedViews.views,
    /** Saves the view; the message to show when the browser's storage refused it (full). */
    save(name: string): string | void {
      const saved = savedViews.save({
        name, filters: state.filters, sort: state.sort, pageSize: state.pageSize, hidden: [...prefs.hidden],
        ...(Object.keys(prefs.widths).length ? { widths: prefs.widths } : {}),
        ...config.extras.toSavedView?.(extras),
      });
      if (!saved) return fr.common.viewNotSaved;
      config.announce(fr.common.viewSaved(name));
    },
    apply(v: SavedView<F>) {
      dispatch({ type: 'restore', state: { filters: v.filters, sort: v.sort, page: 1, pageSize: v.pageSize } });
      prefs.apply(parseHiddenColumns(JSON.stringify(v.hidden), columns), parseColumnWidths(v.widths ?? {}, columns.map((c) => c.key)));
      if (config.extras.fromSavedView) setExtras((e) => config.extras.fromSavedView!(v, e));
      config.announce(fr.common.viewApplied(v.name));
    },
    remove(name: string) {
      savedViews.remove(name);
      config.announce(fr.common.viewRemoved(name));
    },
  };
}

/** What the sort says: its announcement, and `Trier par`'s option for the default sort when no column shows it. */
export interface ListSortTexts {
  announce: string;
  /** Offers: `Plus récentes`. */
  extra: { sort: SortState; label: string } | undefined;
}

export function useListSortTexts<Row extends { id: number }, F extends FilterValues, E extends object, C extends ListColumn<Row>>(
  config: ListScreenConfig<Row, F, E, C>, sort: SortState,
): ListSortTexts {
  const { columns } = config;
  const latest = useRef(config);
  latest.current = config;
  const sortHeader = useCallback(
    (key: string) => columns.find((c) => c.key === key)?.header ?? (key === latest.current.defaultSort.key ? latest.current.fallbackSortLabel : undefined),
    [columns],
  );
  const announce = useSortAnnouncement(sort, sortHeader);
  return { announce, extra: config.fallbackSortLabel ? { sort: config.defaultSort, label: config.fallbackSortLabel } : undefined };
}

/** A list screen: each concern its own part (the rows, the state, the model's stages, the columns, the saved views, the sort). */
export interface ListScreen<Row extends { id: number }, F extends FilterValues, E extends object, C extends ListColumn<Row> = ListColumn<Row>> {
  list: RemoteList<Row>;
  /** The failed load's message (with `Réessayer`), null otherwise. */
  loadProblem: string | null;
  view: ListViewState<F, E>;
  stages: ListStages<Row>;
  /** The user's clock at this render: what is overdue is read at this moment. */
  now: Date;
  columns: ListColumnsState<C>;
  views: SavedViews<F>;
  sort: ListSortTexts;
}

export function useListScreen<Row extends { id: number }, F extends FilterValues, E extends object, C extends ListColumn<Row> = ListColumn<Row>>(
  config: ListScreenConfig<Row, F, E, C>,
): ListScreen<Row, F, E, C> {
  const { env, columns, definition } = config;
  const latest = useRef(config);
  latest.current = config;
  const kept = useKeptListState(config);
  const { state, extras } = kept;

  const list = config.useRows(extras);
  const loadProblem = useLoadErrorEffect(list.status === 'error' ? list.error : null, env, (d) => latest.current.sessionDialog?.(d));
  useKeptScroll(config.screen, { kept: kept.restored, ready: list.status === 'ready' && list.stale !== true, onScroll: kept.keepScroll });

  // The list model remembers its last run: each stage is computed again only when its inputs change.
  const model = useMemo(() => createListModel(definition), [definition]);
  // The quick search's texts folded while the page is idle, so the first key finds them ready.
  useEffect(() => (list.status === 'ready' ? warmSearch(definition, list.rows, whenIdle) : undefined), [definition, list.rows, list.status]);
  const sortValue = useMemo(() => sortValueOf(columns, state.sort.key, config.fallbackSort), [columns, state.sort.key, config.fallbackSort]);
  const scope = config.scope?.(extras) ?? null;
  // The user's clock (the host's, injectable for tests): what is overdue is read at this moment.
  const now = env.now?.() ?? new Date();
  const stages = model({ rows: list.rows, scope, sort: state.sort, sortValue, filters: state.filters, now });

  const shownColumns = useListColumns(env, config.keys, columns);
  const views = useListSavedViews(config, kept, shownColumns.prefs);
  const sort = useListSortTexts(config, state.sort);
  // A new identity whenever the user changes the view (filters, sort, page, extras) or the list loads: it ends a hold.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new identity whenever the view changes is the point
  const identity = useMemo(() => ({}), [state, extras, list.status]);

  const { dispatch } = kept;
  const view: ListViewState<F, E> = {
    state, dispatch, extras, setExtras: kept.setExtras, identity,
    activeFilters: countActiveFilters(definition.filters, state.filters),
    setFilters: (patch: FilterValues) => dispatch({ type: 'filter', patch: patch as Partial<F> }),
  };
  return { list, loadProblem, view, stages, now, columns: shownColumns, views, sort };
}

/**
 * The rows shown and the page: the matching rows, with the rows `pinned` (clones just made) on top; while
 * the user edits rows in place (`hold`), the rows shown are held where they are (core/heldView) until the
 * view changes, and `stale` names those that no longer match. `pageOf` (a new one when what it pages by
 * changes) makes the page of the rows shown: plain paging by default (offers: `Grouper par`).
 */
export function useListPage<Row extends { id: number }, F extends FilterValues, E extends object, C extends ListColumn<Row>, P extends Page<Row> = Page<Row>>(
  screen: ListScreen<Row, F, E, C>,
  pinned: readonly number[] = NONE,
  pageOf = paginate as (rows: readonly Row[], page: number, pageSize: number) => P,
) {
  const { stages, view: { identity: viewIdentity, state, dispatch } } = screen;
  const loading = screen.list.status === 'loading';
  const { matching, scoped } = stages;
  const live = useMemo(() => {
    if (pinned.length === 0) return matching;
    const top = pinned.map((id) => matching.find((r) => r.id === id)).filter((r): r is Row => r !== undefined);
    return [...top, ...matching.filter((r) => !pinned.includes(r.id))];
  }, [matching, pinned]);

  const [held, setHeld] = useState<Held<object> | null>(null);
  const shown = useMemo(() => {
    const kept = heldRows(held, viewIdentity, live, scoped);
    if (kept === live) return live;
    // A clone made while rows are held still goes on top, even when the filters hide it (then marked stale).
    const keptIds = new Set(kept.map((r) => r.id));
    const top = scoped.filter((r) => pinned.includes(r.id) && !keptIds.has(r.id));
    return top.length ? [...top, ...kept] : kept;
  }, [held, viewIdentity, live, scoped, pinned]);
  const stale = useMemo(() => staleIds(shown, live), [shown, live]);

  const latest = useRef({ shown, viewIdentity });
  latest.current = { shown, viewIdentity };
  /** Holds the rows shown now, unless they are already held for this view. */
  const hold = useCallback(() => {
    setHeld((h) => (h && h.key === latest.current.viewIdentity ? h : { ids: latest.current.shown.map((r) => r.id), key: latest.current.viewIdentity }));
  }, []);
  const page = useMemo(() => pageOf(shown, state.page, state.pageSize), [shown, state.page, state.pageSize, pageOf]);
  // Kept valid when rows disappear (last row of the last page deleted → the previous page is shown); not
  // while the rows load: a list restored on page 2 has no rows until its answer arrives.
  useEffect(() => {
    if (!loading && page.page !== state.page) dispatch({ type: 'page', page: page.page });
  }, [loading, page.page, state.page, dispatch]);
  return { shown, stale, hold, page };
}

const NONE: readonly number[] = [];
