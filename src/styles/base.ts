// The rules twind does not write: the widget's own reset against the host page, theming variables and
// the few pseudo-elements that are simpler as plain CSS. `all: initial` on :host already gives everything
// inside normal letter spacing, no text transform and no text indent: only what browsers style otherwise
// (controls' fonts, margins) is reset here.
export const BASE_CSS = `
:host {
  all: initial;
  display: block;
  --terreal-accent: #b3461f;
  --terreal-accent-contrast: #ffffff;
  --terreal-text: #1f2933;
  --terreal-muted: #52606d;
  --terreal-border: #d9dee3;
  --terreal-control-border: #7b8794;
  --terreal-surface: #ffffff;
  --terreal-stripe: #f7f8fa;
  --terreal-highlight: #d7f5dd;
  --terreal-danger: #b42318;
  --terreal-sticky-top: 0px;
  --terreal-sticky-bottom: 0px;
  --terreal-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-family: var(--terreal-font);
  font-size: 14px;
  line-height: 1.45;
  color: var(--terreal-text);
  background: var(--terreal-surface);
  accent-color: var(--terreal-accent);
  text-align: left;
}
a { color: var(--terreal-accent); }
:host([hidden]) { display: none; }
[hidden] { display: none !important; }
*, *::before, *::after { box-sizing: border-box; border: 0 solid var(--terreal-border); }
button, input, select { font: inherit; color: inherit; margin: 0; }
button { cursor: pointer; background: transparent; padding: 0; }
button:disabled { cursor: not-allowed; opacity: .6; }
table { border-collapse: collapse; }
th, td { font: inherit; color: inherit; }
h2, p { margin: 0; font: inherit; }
:focus-visible { outline: 2px solid var(--terreal-accent); outline-offset: 1px; }
dialog { color: inherit; font: inherit; }
dialog::backdrop { background: rgba(15, 23, 42, .45); }
.sr-only, .terreal-skip:not(:focus) {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
@keyframes terreal-spin { to { transform: rotate(360deg); } }
`;
