// The text of a PDF as a reader gets it: poppler's pdftotext (Debian's poppler-utils), UTF-8, one line per line.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `raw`: in the order the glyphs are drawn rather than poppler's reading order. */
export function pdfText(pdf: Buffer, { raw = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-pdf-'));
  try {
    const file = path.join(dir, 'file.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [...(raw ? ['-raw'] : []), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
