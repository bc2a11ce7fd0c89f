// One base-url validator (issue 10): core's safeBaseUrl allow-list (http:/https: URLs and paths); the
// element logs the promised console.error, naming the attribute, for everything it refuses.
import { parseBaseUrlAttribute } from '../../src/elements/attributes';

let consoleError: jest.SpyInstance;
beforeEach(() => { consoleError = jest.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => consoleError.mockRestore());

describe('parseBaseUrlAttribute', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['/', ''],
    ['  //  ', ''],
    ['/portail', '/portail'],
    ['/portail/', '/portail'],
    [' /portail ', '/portail'],
    ['portail', 'portail'],
    ['../app', '../app'],
    ['https://portal.example/app/', 'https://portal.example/app'],
    ['HTTP://portal.example', 'HTTP://portal.example'],
    ['//portal.example/app', '//portal.example/app'],
  ])('accepts %j → %j without a word', (value, expected) => {
    expect(parseBaseUrlAttribute({}, value)).toBe(expected);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' \u0001javascript:alert(1)', 'data:text/html,x',
    'vbscript:x', 'ftp://files.example/app', 'file:///etc', 'mailto:a@b.c', 'blob:https://x/1', 'ws://portal.example',
  ])('refuses %j: same origin, one console.error naming base-url', (value) => {
    const host = {};
    expect(parseBaseUrlAttribute(host, value)).toBe('');
    parseBaseUrlAttribute(host, value); // a second render does not log again
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0][0])).toContain('"base-url"');
  });
});
