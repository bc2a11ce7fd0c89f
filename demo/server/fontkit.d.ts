// The part of fontkit (pdfkit's own font reader, installed with it) that pdf.ts uses: which glyphs a font has.
declare module 'fontkit' {
  export interface Font { hasGlyphForCodePoint(codePoint: number): boolean }
  export function openSync(file: string): Font;
}
