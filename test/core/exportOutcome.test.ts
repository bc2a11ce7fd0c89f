import { dispositionFilename, exportNetworkFailure, exportOutcome, retryAfterMs } from '../../src/core/exportOutcome';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An answer: its status, content type, Content-Disposition, and a JSON msg if any. */
interface Answer { status: number; contentType: string; disposition: string | null; msg?: string; retryAfter?: string; retriesLeft?: number }
const NOW = Date.UTC(2026, 11, 4, 10, 0, 0);
const outcomeOf = (over: Partial<Answer>) => {
  const a: Answer = { status: 200, contentType: XLSX, disposition: null, ...over };
  const headers: Record<string, string | null> = { 'content-type': a.contentType, 'content-disposition': a.disposition, 'retry-after': a.retryAfter ?? null };
  return exportOutcome({ status: a.status, headers: { get: (name) => headers[name] } }, 'repli.xlsx', a.msg, a.retriesLeft, NOW);
};
const BUSY = 'Deux exports sont déjà en préparation : le vôtre sera prêt dans un instant, réessayez dans quelques secondes.';

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
    ['a busy host (503, Retry-After: 3): asked again in 3 s', { status: 503, contentType: 'application/json', msg: BUSY, retryAfter: '3', retriesLeft: 2 },
      { kind: 'retry', delayMs: 3000 }],
    ['a busy host, no retry left: the usual failure with its message', { status: 503, contentType: 'application/json', msg: BUSY, retryAfter: '3', retriesLeft: 0 },
      { kind: 'failed', text: `Le fichier Excel n'a pas pu être préparé : ${BUSY} (code = 503).` }],
    ['a 503 without Retry-After: the usual failure', { status: 503, contentType: 'text/html', retriesLeft: 2 },
      { kind: 'failed', text: "Le fichier Excel n'a pas pu être préparé : le serveur a répondu avec le code 503." }],
    ['Retry-After on another status is not a wait', { status: 429, contentType: 'application/json', msg: 'Trop de requêtes', retryAfter: '3', retriesLeft: 2 },
      { kind: 'failed', text: "Le fichier Excel n'a pas pu être préparé : Trop de requêtes (code = 429)." }],
  ])('%s', (_name, over, expected) => {
    expect(outcomeOf(over)).toEqual(expected);
  });

  it.each<[string | null, number | null]>([
    ['3', 3000],
    ['0', 1000], // never sooner than a second
    ['120', 10_000], // never longer than ten
    [new Date(NOW + 4000).toUTCString(), 4000], // an HTTP date
    [new Date(NOW - 60_000).toUTCString(), 1000], // a date past
    [null, null],
    ['', null],
    ['bientôt', null],
    ['-5', null],
  ])('Retry-After %j → a wait of %j ms', (value, expected) => {
    expect(retryAfterMs(value, NOW)).toBe(expected);
  });

  it('no answer at all says the server does not answer', () => {
    expect(exportNetworkFailure()).toBe("Le fichier Excel n'a pas pu être préparé : le serveur ne répond pas (connexion impossible).");
  });
});
