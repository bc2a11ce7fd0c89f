// Nothing left behind and a bounded reload, the pure parts: the one reload of a 419, whose keys the tab keeps, kept rows read back through
// the server answer's parser, and the prescriber read back from the browser.
import { parseKeptRows } from '../../src/core/listCache';
import { parseOfferList } from '../../src/core/normalize';
import { parseUserFilter } from '../../src/core/offerRules';
import { mayReloadForSession, sessionReloadRecord } from '../../src/core/sessionReload';
import { localKeysToForget, sessionKeysToForget, storedKeyUser } from '../../src/core/storedData';

describe('the one reload of a 419 per page session', () => {
  it.each<[string, string | null, boolean]>([
    ['nothing kept: may reload', null, true],
    ['a reload kept: may not', sessionReloadRecord(1_700_000_000_000, 419), false],
    ['something unreadable under the key still counts as a reload', '{oops', false],
    ['an empty record still counts', '{}', false],
  ])('%s', (_n, kept, expected) => {
    expect(mayReloadForSession(kept)).toBe(expected);
  });

  it('keeps its time and status', () => {
    expect(JSON.parse(sessionReloadRecord(1234, 419))).toEqual({ at: 1234, status: 419 });
  });
});

describe('storedKeyUser / sessionKeysToForget', () => {
  it.each<[string, number | null]>([
    ['terreal-widgets:offres:bardages:5', 5],
    ['terreal-widgets:offres:veture:12', 12],
    ['terreal-widgets:rechargement-session', null],
    ['terreal-widgets:offres:bardages:0', null],
    ['terreal-widgets:offres:bardages:05', null],
    ['terreal-widgets:offres:bardages:2.5', null],
    ['autre-appli:offres:5', null],
  ])('%s → %s', (key, user) => {
    expect(storedKeyUser(key)).toBe(user);
  });

  const keys = [
    'terreal-widgets:offres:bardages:5', 'terreal-widgets:offres:parement:6', 'terreal-widgets:offres:veture:5',
    'terreal-widgets:rechargement-session', 'host-app:token', 'terreal-widgets:offres:bardages:55',
  ];
  it.each<[string, number | null, string[]]>([
    ['user 6 starts: every other user\'s view states go', 6,
      ['terreal-widgets:offres:bardages:5', 'terreal-widgets:offres:veture:5', 'terreal-widgets:offres:bardages:55']],
    ['user 5 starts', 5, ['terreal-widgets:offres:parement:6', 'terreal-widgets:offres:bardages:55']],
    ['clear everything (null): every user\'s, never the host\'s nor the reload record', null,
      ['terreal-widgets:offres:bardages:5', 'terreal-widgets:offres:parement:6', 'terreal-widgets:offres:veture:5', 'terreal-widgets:offres:bardages:55']],
  ])('%s', (_n, keep, expected) => {
    expect(sessionKeysToForget(keys, keep)).toEqual(expected);
  });
});

describe('localKeysToForget: the saved views go with their user, column choices and the host\'s keys stay', () => {
  const keys = [
    'terreal-widgets:vues:offres:bardages:5', 'terreal-widgets:vues:contacts:6', 'terreal-widgets:colonnes:bardages:5',
    'host-app:vues:5', 'terreal-widgets:vues:contacts:55',
  ];
  it.each<[string, number | null, string[]]>([
    ['user 6 starts', 6, ['terreal-widgets:vues:offres:bardages:5', 'terreal-widgets:vues:contacts:55']],
    ['user 5 starts', 5, ['terreal-widgets:vues:contacts:6', 'terreal-widgets:vues:contacts:55']],
    ['clear everything (null)', null, ['terreal-widgets:vues:offres:bardages:5', 'terreal-widgets:vues:contacts:6', 'terreal-widgets:vues:contacts:55']],
  ])('%s', (_n, keep, expected) => {
    expect(localKeysToForget(keys, keep)).toEqual(expected);
  });
});

describe('parseKeptRows: a kept copy goes through the server answer\'s parser', () => {
  const row = { id: 1, offre_nom: 'Offre', offre_ref: 'OFF-1' };
  const kept = (rows: unknown) => ({ rows: rows as unknown[], etag: '"v1"', savedAt: 1 });
  it('a sound copy is normalised as an answer would be', () => {
    const out = parseKeptRows(kept([{ ...row, qte_m2: '12,5' }]), parseOfferList);
    expect(out?.rows[0]).toMatchObject({ id: 1, offre_nom: 'Offre', qte_m2: 12.5, projet_nom: '' });
    expect(out?.etag).toBe('"v1"');
  });
  it.each<[string, unknown]>([
    ['a null row (altered in place)', [row, null]],
    ['a row without id', [row, { offre_nom: 'x' }]],
    ['not an array', { 0: row }],
    ['a string', 'oops'],
  ])('%s → dropped', (_n, rows) => {
    expect(parseKeptRows(kept(rows), parseOfferList)).toBeNull();
  });
  it('nothing kept → null', () => {
    expect(parseKeptRows(null, parseOfferList)).toBeNull();
  });
});

describe('parseUserFilter: the prescriber read back from the browser', () => {
  it.each<[unknown, 'all' | number]>([
    ['all', 'all'], [3, 3], ['3', 3], [2.5, 'all'], [1e308, 'all'], ['1e308', 'all'], [0, 'all'], [-1, 'all'],
    [Number.MAX_SAFE_INTEGER + 1, 'all'], ['ALL', 'all'], [null, 'all'], [undefined, 'all'], [{}, 'all'],
  ])('%j → %j', (v, expected) => {
    expect(parseUserFilter(v)).toBe(expected);
  });
});
