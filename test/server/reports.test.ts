import ExcelJS from 'exceljs';
import { filterList } from '../support/filterList';
import { OFFER_LIST } from '../../src/core/offerFilters';
import { parseExcelReportParams } from '../../src/core/excelQuery';
import { excelColumns } from '../../demo/server/excel';
import { listOffers, localDate, toOffer } from '../../demo/server/offerStore';
import { FAMILY_LIST, USER, type ApiClient, type Harness, useSignedInHarness } from './helpers';

let h: Harness;
let dubois: ApiClient;
let lefevre: ApiClient;
let backoffice: ApiClient;
useSignedInHarness((started) => ({ h, dubois, lefevre, backoffice } = started));

async function readRefs(res: Response): Promise<{ header: string[]; refs: string[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const refs: string[] = [];
  ws.eachRow((row, n) => { if (n > 1) refs.push(String(row.getCell(1).value)); });
  return { header, refs };
}

const QUERIES: [string, string][] = [
  ['defaults (statut 10)', 'userid=2'],
  ['everything (statut Tous)', 'userid=2&prods=&s_min=&s_max=&ml_min=&ml_max=&ca_min=&ca_max=&statut='],
  ['surface range', 'userid=2&statut=&s_min=500&s_max=2500'],
  ['budget min and status 20', 'userid=2&statut=20&ca_min=100000'],
  ['text filters', 'userid=2&statut=&client_ville=an&offre_nom=offre'],
  ['delivery and date text', 'userid=2&statut=&projet_livraison=2026&offre_date=2024'],
  ['products (bardages)', 'userid=2&statut=&prods=PS,ZX&ml_min=100'],
  ['zero bounds do not filter', 'userid=2&statut=&s_min=0&ca_max=0'],
  ['all users (backoffice)', 'userid=all&statut=30'],
];

describe.each(FAMILY_LIST)('%s excel-report', (family) => {
  it.each(QUERIES)('%s: exactly the rows the offer list\'s filters select', async (_label, query) => {
    const api = query.includes('userid=all') ? backoffice : dubois;
    const res = await api.get(`/${family}/excel-report?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="offres-${family}-${localDate()}.xlsx"`);
    const { header, refs } = await readRefs(res);
    expect(header).toEqual(excelColumns(family).map((c) => c.header));
    const { userid, filters } = parseExcelReportParams(new URLSearchParams(query));
    const expected = filterList(OFFER_LIST, listOffers(h.db(), family, userid!).map(toOffer), filters).map((o) => o.offre_ref);
    expect(refs).toEqual(expected);
  });

  it('some filter sets are non-trivial', () => {
    const all = listOffers(h.db(), family, 2).map(toOffer);
    const { filters } = parseExcelReportParams(new URLSearchParams('statut=&s_min=500&s_max=2500'));
    const n = filterList(OFFER_LIST, all, filters).length;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(all.length);
  });

  it('q, the quick search (issue 14): any searched field, without case or accents', async () => {
    const all = listOffers(h.db(), family, 2).map(toOffer);
    const fold = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const q = fold(all[0].client_ville).toUpperCase();
    const { refs } = await readRefs(await dubois.get(`/${family}/excel-report?userid=2&statut=&q=${encodeURIComponent(q)}`));
    const fields = ['offre_nom', 'offre_ref', 'projet_ref', 'projet_nom', 'client_societe', 'client_cp', 'client_ville', 'transport_dest'] as const;
    const expected = all.filter((o) => fields.some((f) => fold(String(o[f] ?? '')).includes(fold(q)))).map((o) => o.offre_ref);
    expect(refs).toEqual(expected);
    expect(refs).toContain(all[0].offre_ref);
    expect(refs.length).toBeLessThan(all.length);
  });

  it('without userid exports the signed-in user’s offers', async () => {
    const { refs } = await readRefs(await lefevre.get(`/${family}/excel-report?statut=`));
    expect(refs).toEqual(listOffers(h.db(), family, USER.lefevre).map((o) => o.offre_ref));
  });

  it('403 for another user or all, unless backoffice', async () => {
    expect((await dubois.get(`/${family}/excel-report?userid=3`)).status).toBe(403);
    expect((await dubois.get(`/${family}/excel-report?userid=all`)).status).toBe(403);
    expect((await backoffice.get(`/${family}/excel-report?userid=3`)).status).toBe(200);
  });
});

describe.each(FAMILY_LIST)('%s affiche-pdf-offre', (family) => {
  const offerOf = (userId: number): { id: number; offre_ref: string } =>
    h.db().prepare(`SELECT id, offre_ref FROM offres_${family} WHERE user_id = ? ORDER BY id DESC LIMIT 1`).get(userId) as never;

  it.each([
    ['', 'inline'],
    ['&down=yes', 'attachment'],
  ])('query %j → %s PDF', async (extra, disposition) => {
    const o = offerOf(USER.dubois);
    const res = await dubois.get(`/${family}/affiche-pdf-offre?offreid=${o.id}${extra}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`${disposition}; filename="offre-${o.offre_ref}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('renders offers with hostile text', async () => {
    const hostile = h.db().prepare(`SELECT id FROM offres_${family} WHERE projet_nom LIKE '<img%' OR client_societe LIKE '%🏗%'`).all() as { id: number }[];
    expect(hostile.length).toBeGreaterThan(0);
    for (const { id } of hostile) expect((await dubois.get(`/${family}/affiche-pdf-offre?offreid=${id}`)).status).toBe(200);
  });

  it('403 for another user’s offer unless backoffice; 404 when missing; 422 for a bad id', async () => {
    const o = offerOf(USER.lefevre);
    const res = await dubois.get(`/${family}/affiche-pdf-offre?offreid=${o.id}`);
    expect(res.status).toBe(403);
    expect((await res.json()).statut).toBe('ko');
    expect((await backoffice.get(`/${family}/affiche-pdf-offre?offreid=${o.id}`)).status).toBe(200);
    expect((await dubois.get(`/${family}/affiche-pdf-offre?offreid=999999`)).status).toBe(404);
    expect((await dubois.get(`/${family}/affiche-pdf-offre?offreid=abc`)).status).toBe(422);
  });
});

it('unknown family → 404', async () => {
  expect((await dubois.get('/toitures/excel-report?userid=2')).status).toBe(404);
  expect((await dubois.get('/toitures/affiche-pdf-offre?offreid=1')).status).toBe(404);
});
