// One base-url validator (issue 10, narrowed by issue 22): core's checkBaseUrl ("", a path starting with
// exactly one "/", or an explicit http(s) URL); the element logs one console.error naming the attribute
// for everything it refuses, and reads it as null: nothing is requested.
import { parseBaseUrlAttribute } from '../../src/elements/attributes';

let consoleError: jest.SpyInstance;
beforeEach(() => { consoleError = jest.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => consoleError.mockRestore());

describe('parseBaseUrlAttribute', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['/', ''],
    ['/portail', '/portail'],
    ['/portail/', '/portail'],
    ['/portail ', '/portail'],
    ['https://portal.example/app/', 'https://portal.example/app'],
    ['HTTP://portal.example', 'HTTP://portal.example'],
  ])('accepts %j → %j without a word', (value, expected) => {
    expect(parseBaseUrlAttribute({}, value)).toBe(expected);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' \u0001javascript:alert(1)', 'data:text/html,x',
    'vbscript:x', 'ftp://files.example/app', 'file:///etc', 'mailto:a@b.c', 'blob:https://x/1', 'ws://portal.example',
    // Issue 22: these looked like paths but leave the origin (they used to be accepted), and relative paths.
    '//evil.example', '/\\evil.example', '\\\\evil.example', ' //evil.example', '  //  ', ' /portail ', '//portal.example/app',
    'portail', '../app',
  ])('refuses %j: null (nothing requested), one console.error naming base-url', (value) => {
    const host = {};
    expect(parseBaseUrlAttribute(host, value)).toBeNull();
    parseBaseUrlAttribute(host, value); // a second render does not log again
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0][0])).toContain('"base-url"');
  });
});
