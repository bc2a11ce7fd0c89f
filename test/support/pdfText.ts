// The text of a PDF as a reader gets it: poppler's pdftotext (Debian's poppler-utils), UTF-8, one line per line.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `raw`: in the order the glyphs are drawn rather than poppler's reading order. */
export function pdfText(pdf: Buffer, { raw = false } = {}): string {
  return pdfTextArgs(pdf, raw ? ['-raw'] : []);
}

function pdfTextArgs(pdf: Buffer, args: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-pdf-'));
  try {
    const file = path.join(dir, 'file.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [...args, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The words of each line in the order they are drawn on the page, left to right (`pdftotext -bbox`). */
export function pdfLinesAsDrawn(pdf: Buffer): string[] {
  const html = pdfTextArgs(pdf, ['-bbox']);
  const lines = new Map<string, { x: number; text: string }[]>();
  for (const [, x, y, text] of html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/gu)) {
    lines.set(y, [...(lines.get(y) ?? []), { x: Number(x), text: text.replace(/&amp;/gu, '&').replace(/&lt;/gu, '<').replace(/&gt;/gu, '>').replace(/&quot;/gu, '"') }]);
  }
  return [...lines.values()].map((words) => words.sort((a, b) => a.x - b.x).map((w) => w.text).join(' '));
}
