// PDFs print every text a user typed in embedded Unicode fonts (DejaVu Sans, Symbola for the emoji DejaVu
// lacks): the text poppler's pdftotext reads back from an offer's PDF is the offer's name, never `?`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Offer } from '../../src/core/types';
import { missingPdfFonts, offerPdf } from '../../demo/server/pdf';
import { fontRuns, shaperInput, visualOrder } from '../../demo/server/pdfText';
import { pdfLinesAsDrawn, pdfText } from '../support/pdfText';

const offer = (name: string): Offer => ({ id: 1, offre_ref: 'BAR-2026-0001', offre_nom: name, statut: 'brouillon' } as unknown as Offer);

const pdfLines = (pdf: Buffer, raw = false): string[] => pdfText(pdf, { raw }).split('\n');

it.each([
  ['accents, Greek and Cyrillic', 'Chantier Élysée — Ωμέγα Жилой дом « ½ » œuvre'],
  ['emoji DejaVu lacks', 'Chantier 🏠😀👷 Toulouse'],
  ['symbols DejaVu has', 'Chantier ★ ✓ ♥ ☂'],
])('a name with %s prints as typed', async (_what, name) => {
  const lines = pdfLines(await offerPdf('bardages', offer(name)));
  expect(lines).toContain(`Offre : ${name}`);
  expect(lines.join('\n')).not.toContain('?');
});

/** pdftotext's own direction marks (RLE, PDF, …) taken out: they are not in the PDF. */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const sorted = (s: string): string => [...s.replace(/\s/gu, '')].sort().join('');

it('a name with Hebrew and emoji prints every character it holds, Hebrew drawn right to left', async () => {
  const name = 'Chantier שלום עולם 🏠😀 Tel-Aviv';
  const line = pdfLines(await offerPdf('bardages', offer(name)), true).find((l) => l.startsWith('Offre : '))!;
  // pdftotext reorders right-to-left text by its own simplified rule, whatever the PDF holds (an /ActualText
  // with the typed order included): on a left-to-right page it writes every stretch from a right-to-left
  // letter to the next Latin letter or digit reversed, the spaces and emoji after it in that stretch too. So
  // the characters are compared as a multiset, spaces aside; the order drawn is tested below.
  expect(sorted(line.replace(BIDI_MARKS, '').slice('Offre : '.length))).toBe(sorted(name));
  expect(line).not.toContain('?');
});

it.each([
  ['Hebrew, emoji and Latin', 'Chantier שלום עולם 🏠😀 Tel-Aviv', 'Chantier םלוע םולש 🏠😀 Tel-Aviv'],
  ['a number inside Hebrew', 'Site בניין 12 חדש fin', 'Site שדח 12 ןיינב fin'],
  ['Latin only', 'Chantier Élysée 12', 'Chantier Élysée 12'],
])('a name with %s is drawn in the order it is read, right to left for Hebrew', async (_what, name, seen) => {
  const lines = pdfLinesAsDrawn(await offerPdf('bardages', offer(name)));
  expect(lines).toContain(`Offre : ${seen}`);
});

it('an Arabic name is drawn right to left', async () => {
  const lines = pdfLinesAsDrawn(await offerPdf('bardages', offer('مرحبا بالعالم')));
  expect(lines).toContain(`Offre : ${visualOrder('مرحبا بالعالم')}`);
});

it.each([
  ['Latin', 'Site 12', 'Site 12'],
  ['Hebrew first: fontkit turns it, so it is handed over turned', 'םולש fin', 'nif שלום'],
  ['Hebrew points stay after their letter', 'ם' + 'וֹ' + 'ל' + 'שָׁ', 'שָׁלוֹם'],
  ['digits and emoji alone', '12 🏠', '12 🏠'],
])('shaperInput: %s', (_what, seen, handed) => {
  expect(shaperInput(seen)).toBe(handed);
});

it.each([
  ['Latin only', 'Chantier 12', 'Chantier 12'],
  ['one Hebrew word', 'Site שלום fin', 'Site םולש fin'],
  ['Hebrew words and the spaces between them', 'שלום עולם', 'םלוע םולש'],
  ['a number inside Hebrew stays left to right', 'בניין 12 חדש', 'שדח 12 ןיינב'],
  ['Hebrew points stay on their letter', 'שָׁלוֹם', 'ם' + 'וֹ' + 'ל' + 'שָׁ'],
])('visualOrder: %s', (_what, typed, seen) => {
  expect(visualOrder(typed)).toBe(seen);
});

it('fontRuns: the fallback font only where the main one has no glyph, joiners and selectors with their character', () => {
  const main = new Set([...'Abc '].map((c) => c.codePointAt(0)!));
  const covers = (face: 'main' | 'fallback', cp: number): boolean => (face === 'main' ? main.has(cp) : cp > 0x2000);
  expect(fontRuns('Ab 🏠\ufe0f\u200d😀 c', covers)).toEqual([
    { fallback: false, text: 'Ab ' }, { fallback: true, text: '🏠\ufe0f\u200d😀' }, { fallback: false, text: ' c' },
  ]);
});

it('a missing font file: a clear error naming the file and the packages, no PDF with `?`', async () => {
  const before = process.env.TERREAL_PDF_FONTS_DIR;
  process.env.TERREAL_PDF_FONTS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-nofonts-'));
  try {
    expect(missingPdfFonts()).toMatch(/DejaVuSans\.ttf.*apt-get install -y fonts-dejavu-core fonts-symbola/);
    await expect(offerPdf('bardages', offer('Chantier'))).rejects.toThrow(/PDF fonts missing: .*DejaVuSans\.ttf/);
  } finally {
    if (before === undefined) delete process.env.TERREAL_PDF_FONTS_DIR;
    else process.env.TERREAL_PDF_FONTS_DIR = before;
  }
});
