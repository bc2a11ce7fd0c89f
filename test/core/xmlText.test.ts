// Text an XML file may hold: what the Excel and PDF writers put in their files (both hosts) goes through
// xmlSafeText, so one forbidden character in a site name no longer makes the whole file unreadable.
import { xmlSafeText, xmlSafeValue } from '../../src/core/xmlText';

describe('xmlSafeText', () => {
  it.each<[string, string, string]>([
    ['plain text stays', 'Résidence Les Tilleuls', 'Résidence Les Tilleuls'],
    ['empty stays', '', ''],
    ['tab, line feed and carriage return stay (XML allows them)', 'a\tb\nc\rd', 'a\tb\nc\rd'],
    ['U+FFFF becomes U+FFFD', 'Chantier\uffff Nord', 'Chantier\ufffd Nord'],
    ['U+FFFE becomes U+FFFD', '\ufffeX', '\ufffdX'],
    ['NUL is dropped', 'a\u0000b', 'ab'],
    ['C0 controls (bell, backspace, vertical tab, form feed, escape, U+001F) are dropped', 'a\u0007\u0008\u000b\u000c\u001b\u001fb', 'ab'],
    ['a lone high surrogate becomes U+FFFD', 'x\ud83dy', 'x\ufffdy'],
    ['a lone high surrogate at the end', 'x\ud83d', 'x\ufffd'],
    ['a lone low surrogate becomes U+FFFD', 'x\ude00y', 'x\ufffdy'],
    ['two low surrogates in a row: both replaced', '\ude00\ude00', '\ufffd\ufffd'],
    ['a pair in reverse order: both replaced', '\ude00\ud83d', '\ufffd\ufffd'],
    ['a valid pair (emoji) stays', 'Chantier 🏗 Sud', 'Chantier 🏗 Sud'],
    ['DEL and C1 controls stay (XML 1.0 allows them)', 'a\u007f\u0085b', 'a\u007f\u0085b'],
    ['U+FFFD itself stays', '\ufffd', '\ufffd'],
    ['everything at once', '\u0001=\uffff\ud800🏗\t', '=\ufffd\ufffd🏗\t'],
  ])('%s', (_label, input, expected) => {
    expect(xmlSafeText(input)).toBe(expected);
  });

  it('its result has nothing XML forbids', () => {
    const all = Array.from({ length: 0x10000 }, (_, i) => String.fromCharCode(i)).join('');
    // The XML 1.0 Char production, for BMP code units and pairs.
    expect(xmlSafeText(all)).toMatch(/^(?:[\t\n\r\u0020-\ud7ff\ue000-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*$/);
  });
});

describe('xmlSafeValue: cells', () => {
  const day = new Date(Date.UTC(2026, 2, 5));
  it.each<[string, unknown, unknown]>([
    ['text is made safe', 'a\uffff', 'a\ufffd'],
    ['a number stays', 12.5, 12.5],
    ['a date stays', day, day],
    ['null stays', null, null],
  ])('%s', (_label, input, expected) => {
    expect(xmlSafeValue(input)).toBe(expected);
  });
});
