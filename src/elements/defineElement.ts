// Wraps a component as a custom element with r2wc, in an open shadow root, and defines it only once.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

const toCamel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [CONNECTED]: boolean;
  [RENDER](): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

/**
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
