import {
  backHref, cleanQueryString, contactEditHref, excelHref, loginHref, newOfferHref, offerEditHref, pdfHref,
  type OfferLinkShape,
} from '../../src/core/links';
import { FAMILIES, FAMILY_CONFIGS, type Family } from '../../src/families';
import type { LeopardData } from '../../src/core/types';

/** The family's link shape (src/families), as the screen passes it. */
const shape = (family: Family) => FAMILY_CONFIGS[family].links;

const B = 'https://portal.example/app/';

describe('contactEditHref / loginHref', () => {
  it.each<[string, number | string, string]>([
    ['', 3, '/contacts/3'], [B, 3, 'https://portal.example/app/contacts/3'], ['', '4/../../admin', '/contacts/4%2F..%2F..%2Fadmin'],
    ['', '..', '/contacts/'],
  ])('base %j, id %p → %s', (base, id, expected) => {
    expect(contactEditHref(base, id)).toBe(expected);
  });
  it.each([['', '/login'], [B, 'https://portal.example/app/login']])('login under %j → %s', (base, expected) => {
    expect(loginHref(base)).toBe(expected);
  });
});

describe('offerEditHref (SPEC §2)', () => {
  it.each<[Family, number, string | undefined, string]>([
    ['bardages', 12, undefined, '/bardages/offres/edition/12'],
    ['parement', 12, 'kess', '/parement/offres/edition/12'],
    ['veture', 12, 'kess', '/veture/offres/edition/12?o=kess'],
    ['veture', 12, 'gebrik', '/veture/offres/edition/12?o=gebrik'],
    ['veture', 12, undefined, '/veture/offres/edition/12?o=gebrik'],
    ['veture', 12, '"><script>', '/veture/offres/edition/12?o=gebrik'],
  ])('%s %d tool %p → %s', (family, id, tool, expected) => {
    expect(offerEditHref('', shape(family), id, tool)).toBe(expected);
  });
});

describe('newOfferHref (SPEC §2)', () => {
  it.each<[Family, string, string, string]>([
    ['bardages', 'terreal', '', '/bardages/nouvelle/terreal'],
    ['bardages', 'terca', '', '/bardages/nouvelle/terreal'],
    ['parement', 'terreal', '', '/parement/nouvelle/terreal'],
    ['parement', 'terca', '', '/parement/nouvelle/terca'],
    ['parement', 'autre', '', '/parement/nouvelle/terreal'],
    ['veture', 'gebrik', '', '/veture/nouvelle/gebrik'],
    ['veture', 'kess', '', '/veture/nouvelle/kess'],
    ['veture', 'n/importe', '', '/veture/nouvelle/gebrik'],
    ['bardages', 'terreal', 'projet=12&lot=A', '/bardages/nouvelle/terreal?projet=12&lot=A'],
    ['veture', 'kess', '?projet=12', '/veture/nouvelle/kess?projet=12'],
  ])('%s %j with query %j → %s', (family, variant, query, expected) => {
    expect(newOfferHref('', shape(family), variant, query)).toBe(expected);
  });

  it('prefixes the base URL', () => {
    expect(newOfferHref(B, shape('bardages'), 'terreal', 'a=1')).toBe('https://portal.example/app/bardages/nouvelle/terreal?a=1');
  });
});

describe('link shapes are data (src/families)', () => {
  const tuiles: OfferLinkShape = { path: 'tuiles', newOfferVariants: ['standard', 'premium'] };
  it.each([['premium', '/tuiles/nouvelle/premium'], [' PREMIUM ', '/tuiles/nouvelle/premium'], ['autre', '/tuiles/nouvelle/standard']])(
    'a family declared only as data: variant %j → %s', (variant, expected) => {
      expect(newOfferHref('', tuiles, variant, '')).toBe(expected);
    });
  it('edit links carry ?o= only when the shape says so', () => {
    expect(offerEditHref('', tuiles, 4, 'kess')).toBe('/tuiles/offres/edition/4');
    expect(offerEditHref('', { ...tuiles, scope: FAMILY_CONFIGS.veture.scope }, 4, 'kess')).toBe('/tuiles/offres/edition/4?o=kess');
  });
  it.each(FAMILIES)('%s: every new-offer link it shows names one of its variants', (family) => {
    const config = FAMILY_CONFIGS[family];
    const shown = [true, false].flatMap((terca) => (['gebrik', 'kess'] as const).flatMap((tool) => config.newOfferLinks({ terca, tool })));
    for (const link of shown) expect(config.links.newOfferVariants).toContain(link.variant);
    expect(config.links.path).toBe(family);
  });
});

describe('pdfHref / excelHref', () => {
  it.each<[Family, number, boolean, string]>([
    ['bardages', 5, false, '/bardages/affiche-pdf-offre?offreid=5'],
    ['parement', 5, true, '/parement/affiche-pdf-offre?offreid=5&down=yes'],
    ['veture', 77, true, '/veture/affiche-pdf-offre?offreid=77&down=yes'],
  ])('%s %d download %s → %s', (family, id, down, expected) => {
    expect(pdfHref('', family, id, down)).toBe(expected);
  });
  it('excel report carries the params', () => {
    expect(excelHref(B, 'bardages', new URLSearchParams({ userid: 'all', prods: 'PS,AX' })))
      .toBe('https://portal.example/app/bardages/excel-report?userid=all&prods=PS%2CAX');
  });
});

describe('backHref (SPEC §2)', () => {
  const leo = (querystring: string, origine?: unknown): LeopardData =>
    ({ querystring, leopard_data: origine === undefined ? {} : { origine } } as LeopardData);
  it.each<[string, LeopardData | null, string]>([
    ['both present', leo('projet=12', 'projets'), '/leopard/projets?projet=12'],
    ['no origin', leo('projet=12'), '/'],
    ['empty origin', leo('projet=12', '  '), '/'],
    ['no query string', leo('', 'projets'), '/'],
    ['no Leopard data', null, '/'],
    ['origin encoded', leo('a=1', 'a/b?c'), '/leopard/a%2Fb%3Fc?a=1'],
    ['origin ".." cannot climb', leo('a=1', '..'), '/'],
    ['a fragment cannot cut the query', leo('a=1#frag', 'p'), '/leopard/p?a=1%23frag'],
    ['quotes are encoded', leo('a="><x', 'p'), '/leopard/p?a=%22%3E%3Cx'],
  ])('%s → %s', (_n, leopard, expected) => {
    expect(backHref('', leopard)).toBe(expected);
  });
  it('falls back to the base home page', () => {
    expect(backHref(B, null)).toBe('https://portal.example/app/');
  });
});

describe('links never become javascript: URLs', () => {
  const evil = 'javascript:alert(1)//';
  it.each<[string, string]>([
    ['contact', contactEditHref(evil, 1)],
    ['edit', offerEditHref(evil, shape('veture'), 1, 'javascript:alert(1)')],
    ['new', newOfferHref(evil, shape('bardages'), 'javascript:x', 'javascript:alert(1)')],
    ['pdf', pdfHref(evil, 'bardages', 1, true)],
    ['back', backHref(evil, { querystring: 'javascript:alert(1)', leopard_data: { origine: 'javascript:alert(1)' } })],
    ['login', loginHref(' java\nscript:alert(1)')],
  ])('%s link → %s', (_n, href) => {
    expect(href.startsWith('/')).toBe(true);
    expect(new URL(href, 'https://host.example/').protocol).toBe('https:');
  });

  it('cleanQueryString re-serialises', () => {
    expect(cleanQueryString('?a=1&b=x y#z')).toBe('a=1&b=x+y%23z');
    expect(cleanQueryString('')).toBe('');
  });
});
