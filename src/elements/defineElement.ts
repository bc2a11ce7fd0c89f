// Wraps a component as a custom element with r2wc, in an open shadow root, and defines it only once.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

const toCamel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

/**
 * Every prop is declared as a string and parsed by the element's own safe parsers. r2wc ignores an
 * attribute that is removed or set to "" (it keeps the old value): this subclass passes those on so
 * the widget falls back to its default.
 */
export function defineElement<P extends object>(tag: string, component: ComponentType<P>, props: readonly string[]): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const Base = r2wc(component as ComponentType<object>, {
    shadow: 'open',
    props: Object.fromEntries(props.map((p) => [p, 'string'])),
  }) as unknown as new () => R2wcInternals;
  class TerrealElement extends Base {
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
