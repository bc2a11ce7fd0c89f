import {
  normalizeContact, normalizeOffer, parseActionAnswer, parseCloneAnswer, parseContactList, parseLeopard,
  parseOfferList, parsePrescribers, toId, toIsoDate, toNumber, toText,
} from '../../src/core/normalize';

describe('toText: any value as display text', () => {
  it.each<[unknown, string]>([
    ['abc', 'abc'], [' a ', ' a '], [null, ''], [undefined, ''], [12, '12'], [12.5, '12.5'], [0, '0'],
    [NaN, ''], [Infinity, ''], [true, 'true'], [{ a: 1 }, ''], [['a'], ''],
  ])('toText(%p) → %j', (v, expected) => {
    expect(toText(v)).toBe(expected);
  });
});

describe('toNumber: numbers as PHP/MySQL and people write them', () => {
  it.each<[unknown, number | null]>([
    [1234.5, 1234.5], [0, 0], [-3, -3], ['1234.5', 1234.5], ['1234', 1234], ['  42 ', 42], ['-12,5', -12.5],
    ['1 234,50', 1234.5], ['1\u00a0234,5', 1234.5], ['1\u202f234,5', 1234.5], ['1.234,5', 1234.5], ['1,234.5', 1234.5],
    ['.5', 0.5], ['1e3', 1000], ['+7', 7],
    ['', null], ['   ', null], ['abc', null], ['12abc', null], ['1,2,3', null], ['1.2.3', null], ['--1', null],
    ['NaN', null], ['Infinity', null], [NaN, null], [Infinity, null], [-Infinity, null],
    [null, null], [undefined, null], [true, null], [{}, null], [[1], null],
  ])('toNumber(%p) → %p', (v, expected) => {
    expect(toNumber(v)).toBe(expected);
  });
});

describe('toId: positive integer ids, possibly as text', () => {
  it.each<[unknown, number | null]>([
    [12, 12], ['12', 12], [' 7 ', 7], [0, null], ['0', null], [-1, null], ['-1', null], [1.5, null], ['1.5', null],
    ['abc', null], [null, null], [undefined, null], ['', null], [Number.MAX_SAFE_INTEGER + 10, null],
  ])('toId(%p) → %p', (v, expected) => {
    expect(toId(v)).toBe(expected);
  });
});

describe('toIsoDate: offre_date', () => {
  it.each<[unknown, string]>([
    ['2026-03-05', '2026-03-05'], ['2026-03-05 14:22:01', '2026-03-05'], ['2026-03-05T14:22:01.000Z', '2026-03-05'],
    [' 2026-03-05 ', '2026-03-05'], ['0000-00-00 00:00:00', ''], [null, ''], ['05/03/2026', '05/03/2026'], ['hier', 'hier'],
  ])('toIsoDate(%p) → %j', (v, expected) => {
    expect(toIsoDate(v)).toBe(expected);
  });
});

describe('normalizeContact', () => {
  it('keeps a well-formed contact', () => {
    const c = { id: 3, societe: 'ACME', type_societe: 'négoce', nom: 'Dupont', email: 'a@b.fr', code_postal: '75001', ville: 'Paris' };
    expect(normalizeContact(c)).toEqual(c);
  });

  it('turns a string id into a number and null / missing / numeric fields into text', () => {
    expect(normalizeContact({ id: '5', societe: null, code_postal: 75001 })).toEqual({
      id: 5, societe: '', type_societe: '', nom: '', email: '', code_postal: '75001', ville: '',
    });
  });

  it.each<[string, unknown]>([
    ['null', null], ['a string', 'x'], ['an array', [1]], ['no id', { societe: 'A' }], ['id 0', { id: 0 }], ['id garbage', { id: 'x' }],
  ])('%s → null', (_name, raw) => {
    expect(normalizeContact(raw)).toBeNull();
  });
});

describe('parseContactList', () => {
  it('keeps good rows and drops rows without a valid id', () => {
    expect(parseContactList([{ id: 1 }, null, { id: 'x' }, 'junk', { id: '2' }]).map((c) => c.id)).toEqual([1, 2]);
  });

  it.each<[string, unknown]>([['an object', { data: [] }], ['null', null], ['a string', '<html>']])('throws on %s', (_n, json) => {
    expect(() => parseContactList(json)).toThrow(Error);
  });
});

describe('normalizeOffer', () => {
  const raw = {
    id: '42', offre_nom: 'Offre A', offre_date: '2026-03-05 10:00:00', offre_ref: 'OFF-42', offre_statut: 10,
    statut: 'Brouillon', projet_ref: null, projet_nom: 'Chantier', projet_livraison: '2026-T2 ', client_societe: 'ACME',
    client_cp: 69001, client_ville: 'Lyon', transport_dest: null, qte_m2: '120.5', qte_ml: null, budget_produits: '12 000,00',
    budget: '12000', produits: 'PS,AX', outil: ' kess ', v_tarif: 20240101,
  };

  it('normalises strings, nulls and numbers once', () => {
    expect(normalizeOffer(raw)).toEqual({
      id: 42, offre_nom: 'Offre A', offre_date: '2026-03-05', offre_ref: 'OFF-42', offre_statut: '10',
      statut: 'Brouillon', projet_ref: '', projet_nom: 'Chantier', projet_livraison: '2026-T2', client_societe: 'ACME',
      client_cp: '69001', client_ville: 'Lyon', transport_dest: '', qte_m2: 120.5, qte_ml: null, budget_produits: '12 000,00',
      budget: 12000, produits: 'PS,AX', outil: 'kess', v_tarif: '20240101',
    });
  });

  it.each<[unknown, string]>([[10, '10'], ['10', '10'], [' 20 ', '20'], [null, ''], [undefined, '']])(
    'offre_statut %p → %j', (v, expected) => {
      expect(normalizeOffer({ id: 1, offre_statut: v })?.offre_statut).toBe(expected);
    });

  it('every field is present even when the row has only an id', () => {
    const o = normalizeOffer({ id: 1 });
    expect(o).not.toBeNull();
    expect(Object.keys(o!).sort()).toEqual(Object.keys(normalizeOffer(raw)!).sort());
    expect(o!.qte_m2).toBeNull();
    expect(o!.budget).toBeNull();
    expect(o!.produits).toBe('');
  });

  it('produits given as an array of codes becomes text', () => {
    expect(normalizeOffer({ id: 1, produits: ['PS', 'AX'] })?.produits).toBe('PS,AX');
  });

  it('never throws on odd rows', () => {
    const odd = [{ id: 1, qte_m2: {}, offre_date: [], produits: { a: 1 }, budget: 'beaucoup' }, { id: 1, get offre_nom() { return 5; } }];
    for (const r of odd) expect(() => normalizeOffer(r)).not.toThrow();
  });
});

describe('parseOfferList', () => {
  it('drops bad rows', () => {
    expect(parseOfferList([{ id: 1 }, { id: null }, 3, { id: '4' }]).map((o) => o.id)).toEqual([1, 4]);
  });
  it('throws when not an array', () => {
    expect(() => parseOfferList({ statut: 'ko' })).toThrow(Error);
  });
});

describe('parseActionAnswer', () => {
  it.each<[unknown, object]>([
    [{ statut: 'ok', msg: 'Fait', title: 'Titre' }, { statut: 'ok', msg: 'Fait', title: 'Titre' }],
    [{ statut: 'ko' }, { statut: 'ko', msg: '', title: '' }],
    [{ statut: 'ok', msg: null, title: 3 }, { statut: 'ok', msg: '', title: '3' }],
    // A conflict: the server's current row, normalised (numbers as text become numbers, a missing field '').
    [{ statut: 'ko', conflit: true, msg: 'Modifiée', offre: { id: '7', offre_ref: 'BAR-7', offre_statut: 40 } },
      { statut: 'ko', msg: 'Modifiée', title: '', conflit: true, offre: expect.objectContaining({ id: 7, offre_ref: 'BAR-7', offre_statut: '40', projet_nom: '' }) }],
    [{ statut: 'ko', conflit: true, msg: 'Modifiée', offre: 'rien' }, { statut: 'ko', msg: 'Modifiée', title: '', conflit: true, offre: null }],
    // `conflit` only counts as the literal true, and never on an accepted change.
    [{ statut: 'ko', conflit: 'oui', msg: 'Non' }, { statut: 'ko', msg: 'Non', title: '' }],
    [{ statut: 'ok', conflit: true, offre: { id: 7 } }, { statut: 'ok', msg: '', title: '' }],
  ])('%j', (json, expected) => {
    expect(parseActionAnswer(json)).toEqual(expected);
  });

  it.each<[string, unknown]>([['null', null], ['an array', []], ['no statut', { msg: 'x' }], ['statut null', { statut: null }]])(
    'throws on %s', (_n, json) => {
      expect(() => parseActionAnswer(json)).toThrow(Error);
    });
});

describe('parseCloneAnswer', () => {
  it('normalises clonedata as an offer row', () => {
    const a = parseCloneAnswer({ statut: 'ok', msg: 'Offre clonée', title: 'Clonage', clonedata: { id: '9', offre_nom: 'A (1)' } });
    expect(a.statut).toBe('ok');
    expect(a.msg).toBe('Offre clonée');
    expect(a.clonedata?.id).toBe(9);
    expect(a.clonedata?.offre_nom).toBe('A (1)');
  });
  it('clonedata is null when missing or unusable', () => {
    expect(parseCloneAnswer({ statut: 'ko', msg: 'Refusé' }).clonedata).toBeNull();
    expect(parseCloneAnswer({ statut: 'ok', clonedata: 'x' }).clonedata).toBeNull();
  });
  it('throws without statut', () => {
    expect(() => parseCloneAnswer({ clonedata: { id: 1 } })).toThrow(Error);
  });
});

describe('parsePrescribers', () => {
  it('keeps good entries, drops bad ones', () => {
    expect(parsePrescribers([{ id: '3', name: 'Martin', firstname: 'Paul' }, { id: 0 }, null, { id: 4, name: null }])).toEqual([
      { id: 3, name: 'Martin', firstname: 'Paul' }, { id: 4, name: '', firstname: '' },
    ]);
  });
  it.each<unknown>([null, {}, 'x', 3])('null when not an array (%p)', (json) => {
    expect(parsePrescribers(json)).toBeNull();
  });
});

describe('parseLeopard', () => {
  it.each<[unknown, unknown]>([
    [{ querystring: 'a=1', leopard_data: { origine: 'projet', x: 1 } }, { querystring: 'a=1', leopard_data: { origine: 'projet', x: 1 } }],
    [{}, { querystring: '', leopard_data: {} }],
    [{ querystring: null, leopard_data: 'x' }, { querystring: '', leopard_data: {} }],
    [{ querystring: 'a=1', leopard_data: { origine: 12 } }, { querystring: 'a=1', leopard_data: { origine: '12' } }],
    [null, null], [[], null], ['x', null],
  ])('%j → %j', (json, expected) => {
    expect(parseLeopard(json)).toEqual(expected);
  });
});
