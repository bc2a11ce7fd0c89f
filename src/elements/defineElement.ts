// Wraps a component as a custom element with r2wc, in an open shadow root, and defines it only once.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { VERSION } from './version';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
/** r2wc's private symbols we rely on; @r2wc/core is pinned exactly and test/elements/r2wcInternals.test.ts guards them. */
export const R2WC_SYMBOLS = { PROPS, RENDER, CONNECTED } as const;

const toCamel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [CONNECTED]: boolean;
  [RENDER](): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

/**
 * The contract every element shares, read by `cem analyze` (custom-elements-manifest.config.mjs) into
 * dist/custom-elements.json, from which the types and the editor data are generated;
 * test/elements/manifest.test.ts checks it against the running elements and the source.
 * @elementBase
 * @attr {number} userid - The signed-in user's id (required). Missing or invalid: the widget says so and loads nothing.
 * @attr {boolean} [is-backoffice="false"] - Backoffice user: the offer lists load all users' offers and show `Filtrer par prescripteur`.
 * @attr {string} [base-url=""] - Prefix of every call, link and download, e.g. `/portail` or `https://portal.example/app`. Only `http:`/`https:` URLs and paths are accepted.
 * @attr {string} csrf-token - CSRF token sent as `X-CSRF-TOKEN`; when absent, `<meta name="csrf-token">` is read.
 * @fires {{ href: string }} terreal-navigate - Before every navigation the widget performs (edit, new offer, back link, contact edit, `/login` on 401). Cancelable: call `preventDefault()` to route yourself; otherwise the widget sets `window.location.href`.
 * @csspart screen - The whole screen.
 * @csspart table-wrapper - The table's box (it scrolls sideways only when every column is shown side by side; the name stays pinned).
 * @csspart table - The list's table (wide layouts).
 * @csspart cards - The list of cards that replaces the table in narrow layouts (element under 800 px).
 * @csspart pagination - The pagination bar.
 * @csspart alert - Load errors.
 * @csspart dialog - Every dialog.
 * @csspart menu - A row's action menu.
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
 * @cssprop --terreal-font - The widget's font (default: the system UI stack; the page's font is not inherited).
 *
 * Every prop is declared as a string and parsed by the element's own safe parsers. This subclass mends
 * three r2wc behaviours:
 * - r2wc ignores an attribute that is removed or set to "" (it keeps the old value): we pass those on
 *   so the widget falls back to its default;
 * - r2wc starts "connected", so attributes set on an element not yet in the page mount it and start
 *   requests: we render only while connected;
 * - each attribute change renders at once, so a host setting userid then base-url would first load
 *   from the wrong URL: changes made in one task are coalesced into one render (a microtask later).
 */
export function defineElement<P extends object>(tag: string, component: ComponentType<P>, props: readonly string[]): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const Base = r2wc(component as ComponentType<object>, {
    shadow: 'open',
    props: Object.fromEntries(props.map((p) => [p, 'string'])),
  }) as unknown as new () => R2wcInternals;
  class TerrealElement extends Base {
    /** Which bundle defined the element (support: `customElements.get(tag).version`). */
    static readonly version = VERSION;

    private renderQueued = false;

    constructor() {
      super();
      this[CONNECTED] = this.isConnected;
    }

    [RENDER]() {
      if (this.renderQueued) return;
      this.renderQueued = true;
      queueMicrotask(() => {
        this.renderQueued = false;
        if (this[CONNECTED]) super[RENDER]();
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      if (value === null || value === '') {
        this[PROPS][toCamel(name)] = value ?? undefined;
        this[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, oldValue, value);
    }
  }
  try {
    customElements.define(tag, TerrealElement);
  } catch (error) {
    // Another copy of the bundle defined it between our check and now: keep theirs.
    if (!customElements.get(tag)) throw error;
  }
}
