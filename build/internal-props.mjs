// Short names for the bundle's own property names, in the one classic script only (terser's property
// mangling, as preact's build does for its internals with mangle.json). The texts' keys (`fr.offers.deleteTitle`),
// the hooks' and components' own fields (`view.setFilters`, `props.rowClassName`): each long name is otherwise
// shipped at every use (~1.2 KB gzip, issue 24's budget; issue 25's grouping needed it).
//
// Only the names listed below are renamed, and only where all of the bundle is compiled at once (the IIFE:
// preact, r2wc and the screens together; the ES modules are left as written, their chunks are minified apart).
// A name is listed when it is the bundle's alone:
// - written as a property in the code, never as a string (a string may be read as a key: `fr.offerStatus[code]`,
//   `props.map((p) => [p, 'string'])`); the build stops if a listed name appears as a string (below);
// - camelCase: the server's fields (SPEC.md §7) and the attributes are lower case or snake_case;
// - not the platform's: DOM and built-in names are terser's own reserved list; Intl's and focus()'s options,
//   HTTP headers, JSX props that preact passes to the DOM under another name (`autoComplete`), `dataset`
//   keys, React's lifecycle names are not listed;
// - not stored nor public: what is kept in storage or IndexedDB (`pageSize`, `userFilter`, `savedAt`, `userId`,
//   view state, saved views), the script's exports (`defineTerrealElements`, `clearStoredData`), DESIGN.md §2.
// `node scripts/internal-props.mjs` prints the names the rule allows that are not listed (after `npm run build`,
// from the unminified bundle): read each before adding it.
export const INTERNAL_PROPS = `
activeCount activeFilters afterClone afterDialogOn allButSummary badShape baseUrlRefused canSelectAll changeStatus
changeStatusTitle chooseStatus clearFilter cloneName cloneNameNone cloneNameRequired cloneTitle cloneWarning
cloneWarningText cloneWarningTitle colIndex confirmLabel countText coveredTop defaultFilters defaultSort deleteCount
deleteErrorTitle deleteLabel deleteText deleteTitle deleteWho deliveryEmptyLabel deliveryField deliveryHint
deliveryLabel deliverySavedText deliverySavedTitle deliveryTitle describedBy detailLabel detailsLabel dismissUndo
downloadFrame downloadPdf editDelivery editLabel editSiteName emptyFiltered emptyText emptyTexts errorTitle exportFailed
exportMine exportNotAFile exportPreparing exportSessionExpired exportWithPrescribers extraClass fallbackSort
fallbackSortLabel filteredCount filtersActive focusAfter forgetBase forgetOtherUsers forgetUsers fromSavedView getEtag
hideCount hideFailed hideFailures hideSkipped hideText hideTitle httpStatus ifNoneMatch invalidBaseUrl invalidUser
keepRows lastTools leadOn listCache listLoad loadConditional loadProblem localStore maybeNotSaved missingUser newOffer
newOfferLinks newOfferTerca newOfferVariants newStatus noCsrf noCsrfText noLongerMatching notJson notSent
numericFilters offerCount offerIdentity offerName offerStatus openWindow ownOffers pageRows pendingStatus postConditional
prescriberFilter prescriberName productFilter productOption progressLabel quarterInvalid quarterNone quarterPast
readExtras readFilters reloadPage removeView renderQueued replaceSearchParam requestFailedText requestFailedTitle
resetColumns restoreDeps rowActions rowClassName rowKey rowLabel rowNote rowStatus rowsPerPage saveDelivery
saveSiteName saveView saveViewTitle savedViews selectAllFiltered selectOffer selectPage selectRow serverError
serverMessage sessionDialog sessionExpiredText sessionExpiredTitle sessionStore setAlert setDialog setExtras
setFilters setOpen setRows setSideBySide showPdf shownColumns sideBySide siteNameEmpty siteNameField siteNameNone
siteNameSaved siteNameTitle skipToPagination sortAnnounce sortButton sortBy sortExtra sortNewest sortOption sortValue
statusDone statusFilter statusNeeded statusOptions statusRestored statusSaved statusShare statusSummary statusUnset
submitLabel summaryFilter tableLabel tableRef textFilterPlaceholders textFilters toSavedView totalsLabel
undoShortcutHint undoStatus unknownPrescriber viewApplied viewIdentity viewLabel viewName viewNameHint viewNameNeeded
viewRemoved viewSaved wantCol
`.trim().split(/\s+/);

/** Never listed, whatever the rule says: kept in the browser's storage, or read from outside the bundle. */
export const NEVER_RENAMED = [
  'pageSize', 'userFilter', 'savedAt', 'userId', 'rowId', 'defineTerrealElements', 'clearStoredData',
  'maximumFractionDigits', 'trailingZeroDisplay', 'preventScroll', 'autoComplete', 'spellCheck',
];
/** React's names, which preact and r2wc read as React does: never listed either. */
const REACT_NAMES = /^(?:component[A-Z]|getDerived|getSnapshot|shouldComponent|getChildContext$|setState$|forceUpdate$|propTypes$|debounceRendering$)/;
export const renameable = (n) => /^[a-z][A-Za-z0-9]*[A-Z]/.test(n) && !/^on[A-Z]/.test(n) && !REACT_NAMES.test(n) && !NEVER_RENAMED.includes(n);

/** Terser's options for the classic script: `base`, and the listed property names renamed. */
export function withInternalProps(base) {
  const bad = INTERNAL_PROPS.filter((n) => !renameable(n));
  if (bad.length) throw new Error(`internal-props: not renameable: ${bad.join(', ')}`);
  return { ...base, mangle: { properties: { regex: new RegExp(`^(?:${INTERNAL_PROPS.join('|')})$`) } } };
}

const quoted = () => new RegExp(`(['"\`])(${INTERNAL_PROPS.join('|')})\\1`);

/** Rollup plugin (before terser): stops the build when a listed name is written as a string in the bundle. */
export function checkInternalProps() {
  return {
    name: 'check-internal-props',
    renderChunk(code) {
      const m = code.match(quoted());
      if (m) this.error(`internal-props: ${m[2]} is written as a string in the bundle (it may be read as a key): take it off INTERNAL_PROPS (build/internal-props.mjs)`);
      return null;
    },
  };
}
