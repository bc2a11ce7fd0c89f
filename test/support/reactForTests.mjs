// `react` for the screen tests: what the shipped bundle gets (build/react-on-preact.mjs), plus the few
// React APIs Testing Library itself calls (createRef, StrictMode; act comes from preact/test-utils).
export * from '../../build/react-on-preact.mjs';
export { createRef, Fragment as StrictMode } from 'preact';
