// defineElement (src/elements/defineElement.ts) subclasses r2wc's element and uses three of its private
// symbols. They are no public API: @r2wc/core is pinned exactly (package.json overrides) and this suite
// fails, saying what changed, as soon as an upgrade moves them. Plain r2wc here, not our subclass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import r2wc from '@r2wc/react-to-web-component';
import { waitFor } from '@testing-library/dom';
import { R2WC_SYMBOLS } from '../../src/elements/defineElement';

const ROOT = join(__dirname, '../..');
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
const { PROPS, RENDER, CONNECTED } = R2WC_SYMBOLS;
type Internals = HTMLElement & Record<symbol, unknown>;

let n = 0;
function defineProbe(): { tag: string; Element: CustomElementConstructor; props: { current: Record<string, unknown>[] } } {
  const props = { current: [] as Record<string, unknown>[] };
  const Probe = (p: Record<string, unknown>) => { props.current.push(p); return null; };
  const Element = r2wc(Probe, { shadow: 'open', props: { fooBar: 'string' } }) as unknown as CustomElementConstructor;
  const tag = `r2wc-probe-${(n += 1)}`;
  customElements.define(tag, Element);
  return { tag, Element, props };
}

describe('@r2wc/core is pinned', () => {
  it('package.json overrides pin it exactly, and that exact version is installed and locked', () => {
    const pinned = json('package.json').overrides['@r2wc/core'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/); // an exact version, not a range
    expect(json('node_modules/@r2wc/core/package.json').version).toBe(pinned);
    expect(json('package-lock.json').packages['node_modules/@r2wc/core'].version).toBe(pinned);
  });
});

describe('the r2wc internals defineElement relies on (if this fails, re-read defineElement before upgrading)', () => {
  it(`${String(PROPS)}: an own object on each element holding the parsed props and the shadow root as container`, () => {
    const { tag } = defineProbe();
    const el = document.createElement(tag) as Internals;
    el.setAttribute('foo-bar', 'x');
    const props = el[PROPS] as Record<string, unknown>;
    expect(typeof props).toBe('object');
    expect(props.fooBar).toBe('x');
    expect(props.container).toBe(el.shadowRoot);
  });

  it(`${String(CONNECTED)}: an own boolean, true from construction (hence our reset to isConnected), false once removed`, () => {
    const { tag } = defineProbe();
    const el = document.createElement(tag) as Internals;
    expect(el[CONNECTED]).toBe(true);
    document.body.append(el);
    el.remove();
    expect(el[CONNECTED]).toBe(false);
  });

  it(`${String(RENDER)}: a prototype method that mounts the component with the props, called on each attribute change`, async () => {
    const { tag, Element, props } = defineProbe();
    expect(typeof (Element.prototype as unknown as Record<symbol, unknown>)[RENDER]).toBe('function');
    const el = document.createElement(tag) as Internals;
    document.body.append(el);
    await waitFor(() => expect(props.current.length).toBeGreaterThan(0)); // mounted
    const render = jest.spyOn(el as unknown as { [RENDER](): void }, RENDER);
    el.setAttribute('foo-bar', 'y');
    expect(render).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(props.current.at(-1)?.fooBar).toBe('y'));
    el.remove();
  });

  it('attributeChangedCallback ignores a removed or emptied attribute (the r2wc behaviour defineElement mends)', () => {
    const { tag } = defineProbe();
    const el = document.createElement(tag) as Internals;
    el.setAttribute('foo-bar', 'x');
    el.removeAttribute('foo-bar');
    expect((el[PROPS] as Record<string, unknown>).fooBar).toBe('x');
    el.setAttribute('foo-bar', '');
    expect((el[PROPS] as Record<string, unknown>).fooBar).toBe('x');
  });

  it('observedAttributes are the kebab-case names of the camelCase props', () => {
    const { Element } = defineProbe();
    expect((Element as unknown as { observedAttributes: string[] }).observedAttributes).toEqual(['foo-bar']);
  });
});
