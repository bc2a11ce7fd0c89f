// One-page PDF summary of an offer (pdfkit, standard Helvetica): one line per field of the family's exports
// (core/offerExport: the column declarations), each as the table shows it.
import PDFDocument from 'pdfkit';
import { exportColumns } from '../../src/core/offerExport';
import type { Offer } from '../../src/core/types';
import { xmlSafeText } from '../../src/core/xmlText';
import { FAMILY_CONFIGS, type Family } from '../../src/families';
import { SERVER_FAMILIES } from './families';

/**
 * Standard PDF fonts only cover WinAnsi: fr-FR's narrow no-break space becomes a no-break space, the rest '?'.
 * What XML forbids goes first (core/xmlText, as in the Excel file): controls dropped, not shown as '?'.
 */
const winAnsi = (s: string): string => xmlSafeText(s).replace(/\u202f/g, '\u00a0').replace(/[^\u0020-\u007e\u00a0-\u00ff€’–—…«»œŒ]/gu, '?');

export function offerPdf(family: Family, o: Offer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: xmlSafeText(`Offre ${o.offre_ref}`), Author: 'Terreal' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text(winAnsi(`Offre commerciale ${o.offre_ref}`));
    doc.font('Helvetica').fontSize(12).fillColor('#555').text(winAnsi(`${SERVER_FAMILIES[family].label} — ${o.offre_nom || 'Sans nom'}`));
    doc.moveDown().fillColor('#000');
    for (const c of exportColumns(FAMILY_CONFIGS[family])) {
      doc.font('Helvetica-Bold').text(winAnsi(`${c.pdfLabel} : `), { continued: true });
      doc.font('Helvetica').text(winAnsi(c.text(o) || '—'));
      doc.moveDown(0.3);
    }
    doc.moveDown(2).fontSize(9).fillColor('#777')
      .text('Document de démonstration généré par le serveur de référence terreal-widgets.', { align: 'center' });
    doc.end();
  });
}
