// One-page PDF summary of an offer (pdfkit, standard Helvetica).
import PDFDocument from 'pdfkit';
import { statusLabel } from '../../src/core/offerRules';
import type { Offer } from '../../src/core/types';
import { hasTools, scopeLabel, SERVER_FAMILIES, type Family } from './families';

/** Standard PDF fonts only cover WinAnsi: replace what they cannot show. */
const winAnsi = (s: string): string => s.replace(/[^\u0020-\u007e\u00a0-\u00ff€’–—…«»œŒ]/gu, '?');

const num = (n: number | null, unit: string): string =>
  n === null ? '—' : `${n.toFixed(2).replace('.', ',')} ${unit}`;

export function offerPdf(family: Family, o: Offer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Offre ${o.offre_ref}`, Author: 'Terreal' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text(winAnsi(`Offre commerciale ${o.offre_ref}`));
    doc.font('Helvetica').fontSize(12).fillColor('#555').text(winAnsi(`${SERVER_FAMILIES[family].label} — ${o.offre_nom || 'Sans nom'}`));
    doc.moveDown().fillColor('#000');
    const rows: [string, string][] = [
      ['Date', o.offre_date || '—'],
      ['Référence Leopard', o.projet_ref || '—'],
      ['Chantier', o.projet_nom || '—'],
      ['Client', o.client_societe || '—'],
      ['Adresse', `${o.client_cp} ${o.client_ville}`.trim() || '—'],
      ['Livraison', o.projet_livraison || '—'],
      ['Surface', num(o.qte_m2, 'm²')],
      ...(SERVER_FAMILIES[family].transport ? [['Destination', o.transport_dest || '—'] as [string, string], ['Linéaire', num(o.qte_ml, 'ml')] as [string, string]] : []),
      ['Budget produits', o.budget_produits || '—'],
      ['Produits', o.produits || '—'],
      ...(hasTools(family) ? [['Outil', scopeLabel(family, o)] as [string, string]] : []),
      ['Statut commercial', statusLabel(o.offre_statut) || '—'],
      ['État du document', o.statut || '—'],
    ];
    for (const [label, value] of rows) {
      doc.font('Helvetica-Bold').text(winAnsi(`${label} : `), { continued: true });
      doc.font('Helvetica').text(winAnsi(value));
      doc.moveDown(0.3);
    }
    doc.moveDown(2).fontSize(9).fillColor('#777')
      .text('Document de démonstration généré par le serveur de référence terreal-widgets.', { align: 'center' });
    doc.end();
  });
}
