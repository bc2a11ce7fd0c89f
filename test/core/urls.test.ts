import { joinUrl, safeBaseUrl } from '../../src/core/urls';

describe('joinUrl: base URL + path, never a double slash', () => {
  it.each([
    ['', '/contacts/list/3', '/contacts/list/3'],
    ['https://x/app', '/contacts/list/3', 'https://x/app/contacts/list/3'],
    ['https://x/app/', '/contacts/list/3', 'https://x/app/contacts/list/3'],
    ['https://x/app//', 'contacts/list/3', 'https://x/app/contacts/list/3'],
    ['  https://x/app ', '/login', 'https://x/app/login'],
    ['/app', '/', '/app/'],
    ['', '/', '/'],
    ['http://x', '/a?b=c', 'http://x/a?b=c'],
  ])('joinUrl(%j, %j) → %j', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });
});

describe('safeBaseUrl: a base with a non-http(s) scheme is dropped', () => {
  it.each([
    ['javascript:alert(1)', ''],
    ['JavaScript:alert(1)//', ''],
    ['java\tscript:alert(1)', ''],
    [' \u0001javascript:alert(1)', ''],
    ['data:text/html,x', ''],
    ['https://portal.example/app/', 'https://portal.example/app'],
    ['HTTP://portal.example', 'HTTP://portal.example'],
    ['/relative/', '/relative'],
  ])('safeBaseUrl(%j) → %j', (base, expected) => {
    expect(safeBaseUrl(base)).toBe(expected);
  });

  it('joinUrl never yields a javascript: URL', () => {
    expect(joinUrl('javascript:alert(1)', '/login')).toBe('/login');
  });
});
