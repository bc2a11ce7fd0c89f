import { isApplePlatform, isTextBox, isUndoKey, undoShortcutKeys, type KeyPress } from '../../src/core/undoShortcut';

const key = (over: Partial<KeyPress>): KeyPress => ({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...over });

describe('isUndoKey', () => {
  it.each<[string, KeyPress, boolean, boolean]>([
    ['Ctrl+Z', key({ ctrlKey: true }), false, true],
    ['Ctrl+Z with Caps Lock', key({ key: 'Z', ctrlKey: true }), false, true],
    ['Ctrl+Shift+Z (redo)', key({ ctrlKey: true, shiftKey: true }), false, false],
    ['Ctrl+Alt+Z', key({ ctrlKey: true, altKey: true }), false, false],
    ['Z alone', key({}), false, false],
    ['Ctrl+Y', key({ key: 'y', ctrlKey: true }), false, false],
    ['⌘Z off Apple', key({ metaKey: true }), false, false],
    ['⌘Z on Apple', key({ metaKey: true }), true, true],
    ['Ctrl+Z on Apple', key({ ctrlKey: true }), true, false],
  ])('%s (apple: %s) → %s', (_name, press, apple, expected) => {
    expect(isUndoKey(press, apple)).toBe(expected);
  });
});

describe('isTextBox', () => {
  it.each<[string, Parameters<typeof isTextBox>[0], boolean]>([
    ['a search box', { tagName: 'INPUT', type: 'search' }, true],
    ['a text input without type', { tagName: 'INPUT', type: '' }, true],
    ['a number box', { tagName: 'INPUT', type: 'number' }, true],
    ['a text area', { tagName: 'TEXTAREA' }, true],
    ['editable content', { tagName: 'DIV', isContentEditable: true }, true],
    ['a checkbox', { tagName: 'INPUT', type: 'checkbox' }, false],
    ['a status select', { tagName: 'SELECT' }, false],
    ['a button', { tagName: 'BUTTON' }, false],
    ['nothing', null, false],
  ])('%s → %s', (_name, target, expected) => {
    expect(isTextBox(target)).toBe(expected);
  });
});

describe('platform', () => {
  it.each<[string, boolean]>([['MacIntel', true], ['macOS', true], ['iPhone', true], ['Linux x86_64', false], ['Win32', false], ['', false]])('%s → %s', (platform, apple) => {
    expect(isApplePlatform(platform)).toBe(apple);
  });
  it('shows the keys of each platform', () => {
    expect(undoShortcutKeys(false)).toBe('Ctrl+Z');
    expect(undoShortcutKeys(true)).toBe('⌘Z');
  });
});
