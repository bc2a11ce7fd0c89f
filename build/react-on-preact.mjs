// What the screens import as `react` and `react-dom` in the shipped bundle: preact and its hooks, plus the
// few React behaviours the screens rely on. It replaces preact/compat (1.3 KB gzip of the bundle's budget,
// issue 24), whose other shims (Suspense, Children, class-component lifecycles, portals, SVG attribute
// names, numeric style units, event `persist`) the widgets never use.
// - React's `onChange` on a text box fires on each keystroke (`input`), and its `onFocus`/`onBlur` bubble
//   (`focusin`/`focusout`): the DOM event names are mapped as preact/compat maps them.
// - `memo(component, same)`: a component that renders again only when `same(old, new)` is false; without
//   `same`, when a prop changed (React's shallow comparison, Object.is on each prop).
// - `createRoot` for r2wc (react-dom/client); function components receive `ref` as a prop (React 19, preact 11).
// - a default export for r2wc (@r2wc/react-to-web-component), which reads React as its default import and
//   calls only `React.createElement`.
import { createElement, options, render } from 'preact';

export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** React's default for memo: the same props, each compared with Object.is. */
function shallowSame(a, b) {
  for (const key in a) if (!(key in b)) return false;
  for (const key in b) if (!Object.is(a[key], b[key])) return false;
  return true;
}

export function memo(component, same = shallowSame) {
  function Memo(props) {
    this.shouldComponentUpdate = (next) => !same(this.props, next);
    return createElement(component, props);
  }
  return Memo;
}

export function createRoot(container) {
  return { render: (vnode) => render(vnode, container), unmount: () => render(null, container) };
}

const DOM_EVENTS = { onFocus: 'onfocusin', onBlur: 'onfocusout' };
const previous = options.vnode;
options.vnode = (vnode) => {
  const { type, props } = vnode;
  if (typeof type === 'string') {
    for (const name in DOM_EVENTS) {
      if (name in props) {
        props[DOM_EVENTS[name]] = props[name];
        delete props[name];
      }
    }
    if (props.onChange && (type === 'input' || type === 'textarea') && !/^(checkbox|radio|file)$/.test(props.type)) {
      props.onInput = props.onChange;
      delete props.onChange;
    }
  }
  if (previous) previous(vnode);
};

export default { createElement };
