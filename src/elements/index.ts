// Defines the elements of the bundle; safe to call again (an element already defined is kept).
// The JSDoc of defineTerrealElements is the contract every element shares: `cem analyze`
// (custom-elements-manifest.config.mjs, build/contract/) reads it, with each element's own block, into
// dist/custom-elements.json, from which the types, the framework bindings, the editor data and docs/api.md
// are generated. Descriptions here are written for embedding developers (they are shipped).
import { FAMILIES } from '../families';
import { defineContacts } from './defineContacts';
import { defineOffers } from './defineOffers';

export { defineContacts, defineOffers };

/**
 * Defines every element (loading the bundle already does; calling it again is harmless).
 * @elementBase
 * @attr {number} userid - The signed-in user's id (required). Missing or invalid: the widget says so and loads nothing.
 * @attr {boolean} [is-backoffice=false] - Backoffice user: the offer lists load all users' offers and show `Filtrer par prescripteur`.
 * @attr {string} [base-url=""] - Prefix of every call, link and download: `""`, a path such as `/portail`, or an `http(s)://` URL such as `https://portal.example/app`. Anything else is refused (one console error, no request).
 * @attr {string} csrf-token - CSRF token sent as `X-CSRF-TOKEN`; when absent, `<meta name="csrf-token">` is read.
 * @fires {{ href: string }} terreal-navigate - Before every navigation the widget performs (edit, new offer, back link, contact edit, `/login` on 401). Cancelable: call `preventDefault()` to route yourself; otherwise the widget sets `window.location.href`.
 * @fires {{ status: number }} terreal-session-expired - The server answered that the session or its CSRF token expired (`status`, e.g. 419), before the one page reload this may cause. Cancelable: call `preventDefault()` to renew the session yourself.
 * @csspart screen - The whole screen.
 * @csspart table-head - The box of the header row and the filter row: it sticks to the top of the page and scrolls sideways with the rows.
 * @csspart table-wrapper - The rows' box: it scrolls sideways when the columns do not fit, the selection and the name pinned at its start, the status and the row's actions at its end.
 * @csspart table - The rows' table (wide layouts).
 * @csspart cards - The list of cards that replaces the table in narrow layouts (element under 800 px).
 * @csspart pagination - The pagination bar.
 * @csspart alert - Load errors.
 * @csspart dialog - Every dialog.
 * @csspart menu - A row's action menu.
 * @csspart notices - The floating layer of notices over the bottom of the list (saved, cloned, deleted, export).
 * @csspart undo-notice - The notice of a saved status change with its `Annuler` button.
 * @csspart selection-bar - The bar over the list once offers are selected (`{n} offre(s) sélectionnée(s)` and the bulk actions).
 * @cssprop [--terreal-accent=#b3461f] - Primary buttons, links, focus ring.
 * @cssprop [--terreal-accent-contrast=#ffffff] - Text on the accent colour.
 * @cssprop [--terreal-text=#1f2933] - Text.
 * @cssprop [--terreal-muted=#52606d] - Secondary text (empty-list text, loading, hints).
 * @cssprop [--terreal-border=#d9dee3] - Borders of the table, cards and menus.
 * @cssprop [--terreal-control-border=#7b8794] - Borders of inputs, selects and buttons (3:1 against the background).
 * @cssprop [--terreal-surface=#ffffff] - The widget's background.
 * @cssprop [--terreal-stripe=#f7f8fa] - Table header and striped rows.
 * @cssprop [--terreal-highlight=#d7f5dd] - The freshly cloned offer (12 s).
 * @cssprop [--terreal-danger=#b42318] - Destructive buttons, validation messages.
 * @cssprop [--terreal-sticky-top=0px] - Where the table's header (cards: the quick search) sticks: the height of the host page's own fixed bar above the list.
 * @cssprop [--terreal-sticky-bottom=0px] - Cards: where the pager's buttons stick at the bottom of the view: the height of the host page's own fixed bar below the list.
 * @cssprop --terreal-font - The widget's font. Default: the system UI stack (the page's font is not inherited).
 * @function defineTerrealElements - Defines every element (loading the module already does; calling it again is harmless).
 * @function clearStoredData - Forgets every list, view state and search text the widgets kept in the browser (call it at sign-out). Also `TerrealWidgets.clearStoredData()` with the classic script.
 */
export function defineTerrealElements(): void {
  defineContacts();
  for (const family of FAMILIES) defineOffers(family);
}
