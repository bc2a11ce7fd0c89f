// Text as pdf.ts prints it: in runs of one font each, and right-to-left script in the order it is seen.
// pdfkit lays out a line's runs left to right as given; fontkit (its shaper) reverses a run whose first script
// is right-to-left, nothing more (no bidi: a Hebrew phrase with a number or a Latin word would print wrong).

/** Letters of the right-to-left scripts. */
const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** A right-to-left stretch: from one such letter to the last one before a left-to-right letter. */
const RTL_STRETCH = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}](?:[^\p{L}]*[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}])*/gu;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** A right-to-left stretch as seen: its characters (with their marks) reversed, numbers inside it left to right. */
function seen(stretch: string): string {
  const parts = stretch.split(/(\p{Nd}+(?:[.,]\p{Nd}+)*)/u).filter(Boolean);
  return parts.reverse().map((p) => (/^\p{Nd}/u.test(p) ? p : [...graphemes.segment(p)].map((g) => g.segment).reverse().join(''))).join('');
}

/**
 * The line in the order its characters are seen, in a left-to-right paragraph (the PDF's French): each
 * right-to-left stretch reversed (a simplified Unicode bidirectional algorithm: one level of embedding, no
 * mirrored brackets), as it is drawn (see shaperInput for what fontkit is then given).
 */
export const visualOrder = (line: string): string => (RTL.test(line) ? line.replace(RTL_STRETCH, seen) : line);

/** The line cut into its right-to-left stretches and the rest, in the order typed. */
export function rtlSegments(line: string): { rtl: boolean; text: string }[] {
  const out: { rtl: boolean; text: string }[] = [];
  let at = 0;
  for (const m of line.matchAll(RTL_STRETCH)) {
    if (m.index > at) out.push({ rtl: false, text: line.slice(at, m.index) });
    out.push({ rtl: true, text: m[0] });
    at = m.index + m[0].length;
  }
  if (at < line.length || out.length === 0) out.push({ rtl: false, text: line.slice(at) });
  return out;
}

/** The first character of a script of its own (not digits, spaces, punctuation, emoji or marks). */
const FIRST_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

/**
 * What to give fontkit for a run to be drawn as seen: fontkit reverses a run whose first script is right to
 * left, so such a run is handed over reversed (by grapheme, marks after their letter: the order typed, which
 * its shaper wants for Arabic joining); any other run as it is.
 */
export function shaperInput(seen: string): string {
  const first = FIRST_SCRIPT.exec(seen);
  return first && RTL.test(first[0]) ? [...graphemes.segment(seen)].map((g) => g.segment).reverse().join('') : seen;
}

/** Joiners, variation selectors and combining marks stay in the font of the character they follow. */
const JOINS_PREVIOUS = /^(?:\u200d|\p{M}|[\ufe00-\ufe0f]|[\u{e0100}-\u{e01ef}])$/u;

export interface FontRun { fallback: boolean; text: string }

/** The text in runs of one font each: the main font where it has the glyph, else the fallback where it has it. */
export function fontRuns(text: string, covers: (face: 'main' | 'fallback', codePoint: number) => boolean): FontRun[] {
  const runs: FontRun[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const cp = ch.codePointAt(0)!;
    const fallback = last && JOINS_PREVIOUS.test(ch) ? last.fallback : !covers('main', cp) && covers('fallback', cp);
    if (last && last.fallback === fallback) last.text += ch;
    else runs.push({ fallback, text: ch });
  }
  return runs;
}
