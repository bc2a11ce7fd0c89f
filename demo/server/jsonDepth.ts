// JSON bodies nested deeper than MAX_JSON_DEPTH are refused with 400 before they are parsed: JSON.parse
// takes them, but every recursive walk afterwards (the list's cache key, JSON.stringify) may overflow the
// stack and answer 500. Applied by jsonBody.ts, and by the Laravel host (App\Support\Input::decode).

/** Objects and arrays inside one another: 64 levels, far beyond any body the widgets send. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * The deepest nesting of objects and arrays in a JSON text (UTF-8 bytes or a string), brackets inside strings
 * not counted; stops counting once above `stopAbove`. Malformed text is measured as it comes (JSON.parse
 * refuses it afterwards).
 */
export function jsonDepth(text: Uint8Array | string, stopAbove = Infinity): number {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPEN.has(c)) {
      if (++depth > max && (max = depth) > stopAbove) return max;
    } else if (CLOSE.has(c)) {
      depth--;
    }
  }
  return max;
}
