// One twind instance for every widget, writing into one constructable stylesheet that each shadow root
// adopts. twind is never installed globally: the host page is never restyled.
// The shipped bundle replaces this module (build/twind-precompiled.mjs): class strings are static, so
// twind generates their CSS at build time and the bundle carries that CSS instead of twind's runtime.
import { cssom, defineConfig, twind, virtual, type Twind } from '@twind/core';
import presetTailwindBase from '@twind/preset-tailwind/base';
import { amber, gray, red } from '@twind/preset-tailwind/colors';

const REM_PX = 16;

/**
 * Sizes are fixed in px: Tailwind's rem would follow the host page's root font size (legacy pages set
 * `html { font-size: 62.5% }`), and a widget must look the same on every host.
 */
export function remToPx(value: string): string {
  return value.replace(/(-?\d*\.?\d+)rem\b/g, (_, n: string) => `${+(parseFloat(n) * REM_PX).toFixed(3)}px`);
}

/**
 * The theme's colours, each its custom property (styles/base.ts; a host page may set them): `bg-surface`,
 * `text-muted`, `border-control-border`, … instead of an arbitrary `bg-surface`.
 */
const THEME_COLORS = Object.fromEntries(
  ['accent', 'accent-contrast', 'border', 'control-border', 'danger', 'muted', 'stripe', 'surface'].map((name) => [name, `var(--terreal-${name})`]),
);

/** Shared with the build, which generates the shipped CSS from the same configuration. */
export const twindConfig = defineConfig({
  // Only the palettes the widgets use: the full Tailwind palette would weigh on every host page.
  presets: [presetTailwindBase({ colors: { amber, gray, red, white: '#fff', black: '#000', transparent: 'transparent', current: 'currentColor', ...THEME_COLORS }, disablePreflight: true })],
  hash: false,
  stringify: (property, value) => `${property}:${remToPx(value)}`,
});

let instance: Twind | null = null;
let sheet: CSSStyleSheet | null = null;

function canConstructSheets(): boolean {
  try {
    return typeof CSSStyleSheet === 'function' && typeof new CSSStyleSheet().replaceSync === 'function';
  } catch {
    return false;
  }
}

function getInstance(): Twind {
  if (!instance) {
    if (canConstructSheets()) {
      sheet = new CSSStyleSheet();
      instance = twind(twindConfig, cssom(sheet)) as unknown as Twind;
    } else {
      instance = twind(twindConfig, virtual()) as unknown as Twind;
    }
  }
  return instance;
}

/** Class names for a static Tailwind class string; rules are written once into the shared sheet. */
export function tw(classes: string): string {
  return getInstance()(classes);
}

/** The constructable sheet holding every generated rule (null where the platform has none). */
export function twindSheet(): CSSStyleSheet | null {
  getInstance();
  return sheet;
}
