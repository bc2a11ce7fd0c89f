import { dispositionFilename, exportNetworkFailure, exportOutcome, type ExportAnswer } from '../../src/core/exportOutcome';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const answer = (over: Partial<ExportAnswer>): ExportAnswer => ({ status: 200, contentType: XLSX, disposition: null, ...over });

describe('dispositionFilename', () => {
  it.each<[string | null, string]>([
    ['attachment; filename="offres-bardages-2026-11-25.xlsx"', 'offres-bardages-2026-11-25.xlsx'],
    ['attachment; filename=rapport.xlsx', 'rapport.xlsx'],
    ['attachment', 'repli.xlsx'],
    [null, 'repli.xlsx'],
  ])('%j → %j', (disposition, expected) => {
    expect(dispositionFilename(disposition, 'repli.xlsx')).toBe(expected);
  });
});

describe('exportOutcome', () => {
  it.each<[string, Partial<ExportAnswer>, ReturnType<typeof exportOutcome>]>([
    ['a file', { disposition: 'attachment; filename="a.xlsx"' }, { kind: 'file', filename: 'a.xlsx' }],
    ['a file without a name', {}, { kind: 'file', filename: 'repli.xlsx' }],
    ['a 500 with a message', { status: 500, contentType: 'application/json', msg: 'Base indisponible' },
      { kind: 'failed', text: "Le fichier Excel n'a pas pu être préparé : Base indisponible (code = 500)." }],
    ['a 502 without a message', { status: 502, contentType: 'text/html' },
      { kind: 'failed', text: "Le fichier Excel n'a pas pu être préparé : le serveur a répondu avec le code 502." }],
    ['an expired session', { status: 419 },
      { kind: 'failed', text: "Le fichier Excel n'a pas pu être préparé : la session a expiré, veuillez recharger cette page." }],
    ['a login page answered 200', { contentType: 'text/html; charset=UTF-8' },
      { kind: 'failed', text: "Le fichier Excel n'a pas pu être préparé : le serveur n'a pas envoyé de fichier Excel." }],
  ])('%s', (_name, over, expected) => {
    expect(exportOutcome(answer(over), 'repli.xlsx')).toEqual(expected);
  });

  it('no answer at all says the server does not answer', () => {
    expect(exportNetworkFailure()).toBe("Le fichier Excel n'a pas pu être préparé : le serveur ne répond pas (connexion impossible).");
  });
});
