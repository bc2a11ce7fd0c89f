// Text an XML file may hold (XML 1.0 §2.2 "Char"). The Excel file (SpreadsheetML) and the PDF writer's
// metadata are XML or XML-like: one U+FFFF in a site name made the whole workbook unreadable (Excel and
// exceljs refuse it). Every string a writer puts in a file goes through xmlSafeText first.

/**
 * What XML forbids, two kinds:
 * - C0 controls other than tab, line feed and carriage return: invisible, dropped;
 * - U+FFFE, U+FFFF and a surrogate without its pair (text cut in the middle of a character): replaced by
 *   U+FFFD, the replacement character, so the reader sees that something was there.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
const NON_CHARACTER = /[\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;

/** The text with every character XML forbids dropped (controls) or replaced by U+FFFD (the others). */
export function xmlSafeText(s: string): string {
  // Nearly every text is clean (and valid pairs of surrogates, emoji, are too): test once before rewriting.
  if (!ANY_FORBIDDEN.test(s)) return s;
  return s.replace(CONTROL, '').replace(NON_CHARACTER, '\ufffd');
}

/** A cell value with its text made safe; numbers, dates and empty cells as they are. */
export function xmlSafeValue<T>(v: T): T {
  return (typeof v === 'string' ? xmlSafeText(v) : v) as T;
}
