// build/react-on-preact.mjs: what the shipped bundle gives the screens as `react` and `react-dom/client`
// (preact with the React behaviours the screens rely on), tested on the DOM as the bundle runs it.
import { act } from 'preact/test-utils';
import { memo, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from '@testing-library/dom';

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

const mount = (node: ReactElement) => act(() => createRoot(container).render(node));
const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) => act(() => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
});

it.each([['input'], ['textarea']] as const)('onChange of a text %s runs on each keystroke (the input event), as in React', async (tag) => {
  const seen: string[] = [];
  const Tag = tag;
  await mount(<Tag aria-label="x" value="" onChange={(e) => seen.push((e.target as HTMLInputElement).value)} />);
  await type(container.querySelector(tag)!, 'a');
  await type(container.querySelector(tag)!, 'ab');
  expect(seen).toEqual(['a', 'ab']);
});

it('onChange of a checkbox stays the change event', async () => {
  const seen: boolean[] = [];
  await mount(<input type="checkbox" aria-label="x" onChange={(e) => seen.push((e.target as HTMLInputElement).checked)} />);
  await act(() => container.querySelector('input')!.click());
  expect(seen).toEqual([true]);
});

it('onFocus and onBlur on a container hear its children, as in React (focusin, focusout)', async () => {
  const seen: string[] = [];
  await mount(<div onFocus={() => seen.push('focus')} onBlur={() => seen.push('blur')}><button type="button">a</button></div>);
  await act(() => container.querySelector('button')!.focus());
  await act(() => container.querySelector('button')!.blur());
  expect(seen).toEqual(['focus', 'blur']);
});

it('memo(component, same) renders again only when same(old, new) is false', async () => {
  let renders = 0;
  const Row = memo((props: { id: number; label: string }) => {
    renders += 1;
    return <p>{props.label}</p>;
  }, (a, b) => a.id === b.id);
  let setLabel: (s: string) => void = () => undefined;
  let setId: (n: number) => void = () => undefined;
  function List() {
    const [label, l] = useState('un');
    const [id, i] = useState(1);
    setLabel = l;
    setId = i;
    return <Row id={id} label={label} />;
  }
  await mount(<List />);
  await act(() => setLabel('deux'));
  expect(renders).toBe(1);
  expect(container.textContent).toBe('un');
  await act(() => setId(2));
  expect(renders).toBe(2);
  expect(container.textContent).toBe('deux');
});

it('memo(component) without same renders again only when a prop changed (React\'s shallow comparison)', async () => {
  let renders = 0;
  const Row = memo((props: { label: string; extra?: number }) => {
    renders += 1;
    return <p>{props.label}</p>;
  });
  let setTick: (n: number) => void = () => undefined;
  let setLabel: (s: string) => void = () => undefined;
  let setExtra: (n: number | undefined) => void = () => undefined;
  function List() {
    const [tick, t] = useState(0);
    const [label, l] = useState('un');
    const [extra, e] = useState<number | undefined>(undefined);
    setTick = t;
    setLabel = l;
    setExtra = e;
    return <div data-tick={tick}><Row label={label} {...(extra === undefined ? {} : { extra })} /></div>;
  }
  await mount(<List />);
  await act(() => setTick(1));
  expect(renders).toBe(1);
  await act(() => setLabel('deux'));
  expect(renders).toBe(2);
  expect(container.textContent).toBe('deux');
  await act(() => setExtra(3)); // a prop added
  expect(renders).toBe(3);
  await act(() => setTick(2));
  expect(renders).toBe(3);
  await act(() => setExtra(undefined)); // a prop taken away
  expect(renders).toBe(4);
});

it('a function component receives ref as a prop (React 19, preact 11)', async () => {
  const ref = { current: null as HTMLElement | null };
  function Nav(props: { ref?: { current: HTMLElement | null } }) {
    return <nav ref={props.ref} />;
  }
  await mount(<Nav ref={ref} />);
  expect(ref.current?.tagName).toBe('NAV');
});

it('r2wc\'s ES build (the one the bundle carries) mounts a component through the default export', async () => {
  const { default: r2wc } = await import('../../node_modules/@r2wc/react-to-web-component/dist/react-to-web-component.js');
  const Hello = ({ name }: { name?: string }) => <p>Bonjour {name}</p>;
  customElements.define('r2wc-es-probe', r2wc(Hello, { props: { name: 'string' } }));
  const el = document.createElement('r2wc-es-probe');
  el.setAttribute('name', 'Anne');
  await act(() => container.append(el));
  await waitFor(() => expect(el.textContent).toBe('Bonjour Anne'));
});
