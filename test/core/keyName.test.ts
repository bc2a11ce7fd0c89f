// The key an event names, WebKitGTK's unidentified Shift+Tab included.
import { keyName } from '../../src/core/keyName';

it.each<[string, { key: string; keyCode?: number }, string]>([
  ['a named key', { key: 'Tab', keyCode: 9 }, 'Tab'],
  ["WebKitGTK's Shift+Tab", { key: 'Unidentified', keyCode: 9 }, 'Tab'],
  ['an empty key with a known code', { key: '', keyCode: 13 }, 'Enter'],
  ['an unidentified key with an unknown code', { key: 'Unidentified', keyCode: 250 }, 'Unidentified'],
  ['an unidentified key without a code', { key: 'Unidentified' }, 'Unidentified'],
  ['a character', { key: 'z', keyCode: 90 }, 'z'],
])('%s', (_name, event, expected) => {
  expect(keyName(event)).toBe(expected);
});
