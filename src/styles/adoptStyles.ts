// Gives a shadow root the widget's styles: the base sheet and the shared twind sheet, adopted once.
import { BASE_CSS } from './base';
import { LAYOUT_CSS } from './layout';
import { NOTICES_CSS } from './notices';
import { twindSheet } from './twind';

let baseSheet: CSSStyleSheet | null = null;

function getBaseSheet(): CSSStyleSheet | null {
  if (!baseSheet) {
    try {
      baseSheet = new CSSStyleSheet();
      baseSheet.replaceSync(BASE_CSS + LAYOUT_CSS + NOTICES_CSS);
    } catch {
      return null;
    }
  }
  return baseSheet;
}

export function adoptStyles(root: ShadowRoot | null | undefined): void {
  if (!root || !('adoptedStyleSheets' in root)) return;
  const sheets = [getBaseSheet(), twindSheet()].filter((s): s is CSSStyleSheet => s !== null);
  const current = root.adoptedStyleSheets;
  const missing = sheets.filter((s) => !current.includes(s));
  if (missing.length) root.adoptedStyleSheets = [...current, ...missing];
}
