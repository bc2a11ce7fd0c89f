// One-page PDF summary of an offer (pdfkit): one line per field of the family's exports (core/offerExport: the
// column declarations), each as the table shows it. Printed in embedded Unicode fonts so every text a user
// typed prints (Hebrew, Greek, Cyrillic, …: Debian's DejaVu Sans; what DejaVu lacks, most emoji: Symbola).
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import * as fontkit from 'fontkit';
import { exportColumns } from '../../src/core/offerExport';
import type { Offer } from '../../src/core/types';
import { xmlSafeText } from '../../src/core/xmlText';
import { FAMILY_CONFIGS, type Family } from '../../src/families';
import { SERVER_FAMILIES } from './families';
import { fontRuns, rtlSegments, shaperInput, visualOrder } from './pdfText';

/** The fonts' files (Debian's `fonts-dejavu-core` and `fonts-symbola`); TERREAL_PDF_FONTS_DIR stands for /usr/share/fonts/truetype. */
export function pdfFontFiles(env: NodeJS.ProcessEnv = process.env) {
  const dir = env.TERREAL_PDF_FONTS_DIR || '/usr/share/fonts/truetype';
  return {
    regular: `${dir}/dejavu/DejaVuSans.ttf`,
    bold: `${dir}/dejavu/DejaVuSans-Bold.ttf`,
    fallback: `${dir}/ancient-scripts/Symbola_hint.ttf`,
  };
}
export const PDF_FONT_PACKAGES = ['fonts-dejavu-core', 'fonts-symbola'];

/** The files that are missing, in a sentence naming the packages to install; null when all are there. */
export function missingPdfFonts(env: NodeJS.ProcessEnv = process.env): string | null {
  const missing = Object.values(pdfFontFiles(env)).filter((f) => !fs.existsSync(f));
  return missing.length === 0 ? null
    : `PDF fonts missing: ${missing.join(', ')}. Install Debian's packages with: apt-get install -y ${PDF_FONT_PACKAGES.join(' ')}`;
}

type Weight = 'regular' | 'bold';
interface Fonts { file: Record<Weight | 'fallback', string>; covers(face: 'main' | 'fallback', cp: number): boolean }

const loaded = new Map<string, Fonts>();
/** The fonts, each file read once per process; missing files → an error naming them and the packages. */
function fonts(): Fonts {
  const file = pdfFontFiles();
  const key = JSON.stringify(file);
  const known = loaded.get(key);
  if (known) return known;
  const missing = missingPdfFonts();
  if (missing) throw new Error(missing);
  const main = fontkit.openSync(file.regular);
  const fallback = fontkit.openSync(file.fallback);
  const f: Fonts = { file, covers: (face, cp) => (face === 'main' ? main : fallback).hasGlyphForCodePoint(cp) };
  loaded.set(key, f);
  return f;
}

/**
 * What XML forbids goes first (core/xmlText, as in the Excel file): controls dropped, not printed. Right-to-left
 * script is drawn in the order it is seen (pdfText.visualOrder), each run of one font laid out whole
 * (`features`: pdfkit otherwise shapes word by word, and fontkit would turn each right-to-left word, its
 * trailing space included) and handed to fontkit as pdfText.shaperInput says.
 */
function write(doc: PDFKit.PDFDocument, text: string, weight: Weight, options: PDFKit.Mixins.TextOptions = {}): void {
  const f = fonts();
  const runs = rtlSegments(xmlSafeText(text)).flatMap((s) => fontRuns(s.rtl ? visualOrder(s.text) : s.text, f.covers));
  runs.forEach((r, i) => {
    doc.font(r.fallback ? f.file.fallback : f.file[weight])
      .text(shaperInput(r.text), { ...options, features: [], continued: options.continued || i < runs.length - 1 });
  });
}

export function offerPdf(family: Family, o: Offer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    fonts(); // a missing font fails here, before a page is begun
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: xmlSafeText(`Offre ${o.offre_ref}`), Author: 'Terreal' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(20);
    write(doc, `Offre commerciale ${o.offre_ref}`, 'bold');
    doc.fontSize(12).fillColor('#555');
    write(doc, `${SERVER_FAMILIES[family].label} — ${o.offre_nom || 'Sans nom'}`, 'regular');
    doc.moveDown().fillColor('#000');
    for (const c of exportColumns(FAMILY_CONFIGS[family])) {
      write(doc, `${c.pdfLabel} : `, 'bold', { continued: true });
      write(doc, c.text(o) || '—', 'regular');
      doc.moveDown(0.3);
    }
    doc.moveDown(2).fontSize(9).fillColor('#777');
    write(doc, 'Document de démonstration généré par le serveur de référence terreal-widgets.', 'regular', { align: 'center' });
    doc.end();
  });
}
