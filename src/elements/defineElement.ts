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
 * Every prop is declared as a string and parsed by the element's own safe parsers. This subclass mends
 * four r2wc behaviours:
 * - r2wc's property setters write `String(value)` into the attribute, so an array set as a property
 *   became "[object Object]": our accessors keep objects given to the JSON properties as they are;
 * - r2wc ignores an attribute that is removed or set to "" (it keeps the old value): we pass those on
 *   so the widget falls back to its default;
 * - r2wc starts "connected", so attributes set on an element not yet in the page mount it and start
 *   requests: we render only while connected;
 * - each attribute change renders at once, so a host setting userid then base-url would first load
 *   from the wrong URL: changes made in one task are coalesced into one render (a microtask later).
 */
export function defineElement<P extends object>(
  tag: string, component: ComponentType<P>, props: readonly string[], objectProps: readonly string[] = [],
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const defined = customElements.get(tag);
  if (defined) return defined;
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
      // Properties a framework set before the element was defined shadow the accessors: replay them.
      for (const prop of props) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        (this as unknown as Record<string, unknown>)[prop] = value;
      }
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
      if (value) super.attributeChangedCallback(name, oldValue, value);
      else {
        this[PROPS][toCamel(name)] = value ?? undefined;
        this[RENDER]();
      }
    }
  }
  for (const prop of props) Object.defineProperty(TerrealElement.prototype, prop, propertyAccessors(prop, objectProps.includes(prop)));
  try {
    customElements.define(tag, TerrealElement);
  } catch (error) {
    // Another copy of the bundle defined it between our check and now: keep theirs.
    if (!customElements.get(tag)) throw error;
  }
  return customElements.get(tag);
}

const toKebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The element's properties (what Vue, Svelte, Lit and React 19 set). A string, number or boolean is written
 * to the attribute (one source of truth, parsed by the element's safe parsers); an object or array given to
 * a JSON property (`prescripteurs`, `leopard`) is kept as it is, never stringified into the attribute.
 * null or undefined removes the attribute (the default applies).
 */
function propertyAccessors(prop: string, acceptsObjects: boolean): PropertyDescriptor {
  const attribute = toKebab(prop);
  return {
    enumerable: true,
    configurable: true,
    get(this: R2wcInternals) {
      return this[PROPS][prop];
    },
    set(this: R2wcInternals, value: unknown) {
      const kept = acceptsObjects && typeof value === 'object' && value !== null;
      const text = kept || value === null || value === undefined ? undefined : String(value);
      if (!kept) {
        if (text === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text); // attributeChangedCallback renders too (one render: coalesced)
      }
      this[PROPS][prop] = kept ? value : text;
      this[RENDER]();
    },
  };
}
