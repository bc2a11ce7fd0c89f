// Waiting until a list is complete before reading its rows (screen and element tests). Long pages arrive
// in two stages (src/core/rowStages.ts, src/ui/useStagedRows.ts): the table or the cards carry `aria-busy`
// until the last row is there, and while loading or refreshing. Reading rows between the stages sees 20 of 50.
import { screen, waitFor } from '@testing-library/react';

/** The `Chargement...` status, while the list loads. */
export const loadingIndicator = () => screen.queryAllByRole('status').find((s) => /Chargement/.test(s.textContent ?? '')) ?? null;

/** The lists (tables, cards) under `root` still being built, loaded or refreshed. */
export const busyLists = (root: ParentNode = document) => [...root.querySelectorAll('[role="grid"][aria-busy="true"], [role="table"][aria-busy="true"], ul[aria-busy="true"]')];

/**
 * How long the wait may last at most: the second stage comes after a paint (an effect), which on 2 busy
 * cores can take seconds. The wait ends as soon as the list is complete.
 */
const COMPLETE_WITHIN_MS = 10_000;

/** Waits until the list is complete: loaded (no `Chargement...`) and every row built (`aria-busy` cleared). Read rows after this. */
export const waitForListComplete = () => waitFor(() => {
  expect(loadingIndicator()).toBeNull();
  expect(busyLists().length).toBe(0);
}, { timeout: COMPLETE_WITHIN_MS });
