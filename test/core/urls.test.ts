import { checkBaseUrl, joinUrl, safeBaseUrl } from '../../src/core/urls';

describe('joinUrl: base URL + path, never a double slash', () => {
  it.each([
    ['', '/contacts/list/3', '/contacts/list/3'],
    ['https://x/app', '/contacts/list/3', 'https://x/app/contacts/list/3'],
    ['https://x/app/', '/contacts/list/3', 'https://x/app/contacts/list/3'],
    ['https://x/app//', 'contacts/list/3', 'https://x/app/contacts/list/3'],
    ['https://x/app ', '/login', 'https://x/app/login'],
    // Issue 22: a leading space is refused (' //host' is another server): links stay on the page's origin.
    ['  https://x/app ', '/login', '/login'],
    ['//evil.example', '/login', '/login'],
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

describe('checkBaseUrl (issue 22): "", a path with exactly one leading "/", or an explicit http(s) URL', () => {
  it.each<[string, string]>([
    ['', ''],
    ['/', ''],
    ['/portail', '/portail'],
    ['/portail/', '/portail'],
    ['/portail  ', '/portail'],
    ['/a/b?c=d', '/a/b?c=d'],
    ['https://portal.example/app/', 'https://portal.example/app'],
    ['HTTP://portal.example', 'HTTP://portal.example'],
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
  ])('accepts %j → %j', (value, expected) => {
    expect(checkBaseUrl(value)).toBe(expected);
  });

  it.each([
    '//evil.example', '/\\evil.example', '\\\\evil.example', ' //evil.example', ' /portail', '\t/portail',
    '/\t/evil.example', '/\n/evil.example', '///evil.example', 'portail', '../app', './app', 'evil.example',
    'https:/evil.example', 'https:evil.example', 'https:///evil.example', 'https://evil.example\\@portal.example',
    'javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'ftp://files.example', 'ws://portal.example',
    ' \u0001javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(checkBaseUrl(value)).toBeNull();
    expect(joinUrl(value, '/login')).toBe('/login');
  });
});
