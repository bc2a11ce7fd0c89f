import { dispositionFilename, exportNetworkFailure, exportOutcome } from '../../src/core/exportOutcome';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An answer: its status, content type, Content-Disposition, and a JSON msg if any. */
interface Answer { status: number; contentType: string; disposition: string | null; msg?: string }
const outcomeOf = (over: Partial<Answer>) => {
  const a: Answer = { status: 200, contentType: XLSX, disposition: null, ...over };
  const headers: Record<string, string | null> = { 'content-type': a.contentType, 'content-disposition': a.disposition };
  return exportOutcome({ status: a.status, headers: { get: (name) => headers[name] } }, 'repli.xlsx', a.msg);
};

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
  it.each<[string, Partial<Answer>, ReturnType<typeof exportOutcome>]>([
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
    expect(outcomeOf(over)).toEqual(expected);
  });

  it('no answer at all says the server does not answer', () => {
    expect(exportNetworkFailure()).toBe("Le fichier Excel n'a pas pu être préparé : le serveur ne répond pas (connexion impossible).");
  });
});
