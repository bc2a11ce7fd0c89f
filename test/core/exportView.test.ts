// The export query's view of the screen (DESIGN.md "Round 4"): tri, ordre, colonnes, depassee, written by
// the widget (excelReportParams) and read back by both hosts (parseExportView).
import { excelReportParams, exportColumnKeys, parseExportView, type ExportView } from '../../src/core/excelQuery';
import { OFFER_COLUMNS } from '../../src/core/offerColumns';
import { DEFAULT_OFFER_FILTERS } from '../../src/core/offerFilters';
import { FAMILY_CONFIGS, FAMILIES } from '../../src/families';

const params = (view?: ExportView) => excelReportParams(2, DEFAULT_OFFER_FILTERS, null, undefined, view);

describe('excelReportParams: the screen\'s view', () => {
  it.each<[string, ExportView | undefined, Record<string, string | null>]>([
    ['no view: none of the new parameters', undefined, { tri: null, ordre: null, colonnes: null, depassee: null }],
    ['a column sort', { sort: { key: 'budget', dir: 'desc' } }, { tri: 'budget', ordre: 'desc', colonnes: null, depassee: null }],
    ['ascending', { sort: { key: 'offre_date', dir: 'asc' } }, { tri: 'offre_date', ordre: 'asc' }],
    ['the default sort (newest first, by id) is no column: not sent', { sort: { key: 'id', dir: 'desc' } }, { tri: null, ordre: null }],
    ['the shown columns in order, the controls left out', { columns: ['offre_nom', 'client', 'budget', 'offre_statut', 'actions'] },
      { colonnes: 'offre_nom,client,budget,offre_statut' }],
    ['the prescriber column (backoffice)', { columns: ['offre_nom', 'prescripteur', 'offre_statut'] }, { colonnes: 'offre_nom,prescripteur,offre_statut' }],
    ['the overdue toggle on', { overdue: true }, { depassee: '1' }],
    ['the overdue toggle off', { overdue: false }, { depassee: null }],
  ])('%s', (_label, view, expected) => {
    const p = params(view);
    for (const [key, value] of Object.entries(expected)) expect(p.get(key)).toBe(value);
  });

  it('the filters come first, as before: a server that ignores the view reads the same query', () => {
    const keys = [...params({ sort: { key: 'budget', dir: 'asc' }, columns: ['offre_nom'], overdue: true }).keys()];
    expect(keys.slice(0, [...params().keys()].length)).toEqual([...params().keys()]);
    expect(keys.slice(-4)).toEqual(['tri', 'ordre', 'colonnes', 'depassee']);
  });
});

describe('parseExportView', () => {
  it.each<[string, string, ReturnType<typeof parseExportView>]>([
    ['nothing: today\'s file', 'userid=2', { sort: null, columns: null, overdue: false }],
    ['a sort and its direction', 'tri=budget&ordre=desc', { sort: { key: 'budget', dir: 'desc' }, columns: null, overdue: false }],
    ['no ordre: ascending', 'tri=qte_m2', { sort: { key: 'qte_m2', dir: 'asc' }, columns: null, overdue: false }],
    ['an unknown ordre: ascending', 'tri=qte_m2&ordre=DESC!', { sort: { key: 'qte_m2', dir: 'asc' }, columns: null, overdue: false }],
    ['an unknown sort key: the default order', 'tri=id&ordre=desc', { sort: null, columns: null, overdue: false }],
    ['the controls are no sort key', 'tri=actions', { sort: null, columns: null, overdue: false }],
    ['columns in their order', 'colonnes=budget,offre_nom,client', { sort: null, columns: ['budget', 'offre_nom', 'client'], overdue: false }],
    ['unknown keys, blanks, repeats and the controls dropped', 'colonnes=offre_nom,, x ,actions,budget,offre_nom, qte_m2 ',
      { sort: null, columns: ['offre_nom', 'budget', 'qte_m2'], overdue: false }],
    ['colonnes naming nothing known: today\'s columns', 'colonnes=,x,actions', { sort: null, columns: null, overdue: false }],
    ['depassee=1', 'depassee=1', { sort: null, columns: null, overdue: true }],
    ['depassee other than 1', 'depassee=oui', { sort: null, columns: null, overdue: false }],
  ])('%s', (_label, query, expected) => {
    expect(parseExportView(new URLSearchParams(query))).toEqual(expected);
  });

  it('round trip of the widget\'s query', () => {
    const view = { sort: { key: 'projet_livraison', dir: 'desc' as const }, columns: ['offre_nom', 'client', 'projet_livraison'], overdue: true };
    expect(parseExportView(new URLSearchParams(params(view).toString()))).toEqual(view);
  });

  it('accepts an Express-style query object', () => {
    expect(parseExportView({ tri: ['budget', 'qte_m2'], ordre: 'desc', colonnes: 'budget', depassee: '1' }))
      .toEqual({ sort: { key: 'budget', dir: 'desc' }, columns: ['budget'], overdue: true });
  });
});

describe('the fixed column keys (DESIGN.md "Round 4") are the screens\' own', () => {
  it('every key the query may name is a declared column', () => {
    for (const key of exportColumnKeys()) expect(OFFER_COLUMNS[key].key).toBe(key);
  });

  it.each(FAMILIES.map((f) => [f]))('%s: every column but the controls is a fixed key', (family) => {
    expect(FAMILY_CONFIGS[family].columns.filter((k) => k !== 'actions').every((k) => exportColumnKeys().includes(k))).toBe(true);
  });

  it('the fixed list, as DESIGN.md names it', () => {
    expect(exportColumnKeys().sort()).toEqual([
      'budget', 'client', 'offre_date', 'offre_nom', 'offre_ref', 'offre_statut', 'prescripteur', 'projet_livraison', 'projet_nom',
      'projet_ref', 'qte_m2', 'qte_ml', 'transport_dest',
    ]);
  });
});
