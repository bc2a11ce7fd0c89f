// The shipped bundle's size budgets (DESIGN.md §2 "Round 5"), written once: test/elements/shippedBundle.test.ts
// enforces the first, test/e2e/firstLoad.e2e.test.ts the second, and `npm run bench` prints the room each leaves.
// Sizes are gzip at level 9 (node:zlib), each file compressed alone.

/** The classic script, dist/terreal-widgets.js: 64 KB gzip. */
export const CLASSIC_SCRIPT_GZIP_BUDGET = 64 * 1024;

/** What an offers page loaded from the ES-module entries fetches before its first rows: 48 KB gzip. */
export const ES_FIRST_LOAD_GZIP_BUDGET = 48 * 1024;

/**
 * Not yet met: today's offers page fetches about 56.5 KB before its first rows (issue 49 point 1 stays open). Until
 * the 48 KB are reached, the first load may not grow beyond this ceiling (test/e2e/firstLoad.e2e.test.ts).
 */
export const ES_FIRST_LOAD_GZIP_CEILING = 58 * 1024;
