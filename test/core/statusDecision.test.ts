import { decisionIntent, releaseIntent, type DecisionKey } from '../../src/core/statusDecision';

const press = (key: string, mods: Partial<DecisionKey> = {}): DecisionKey => ({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('decisionIntent', () => {
  it.each([
    ['ArrowDown', {}, 'browse'],
    ['ArrowUp', {}, 'browse'],
    ['ArrowLeft', {}, 'browse'],
    ['ArrowRight', {}, 'browse'],
    ['Home', {}, 'browse'],
    ['End', {}, 'browse'],
    ['PageUp', {}, 'browse'],
    ['PageDown', {}, 'browse'],
    ['p', {}, 'browse'],
    ['É', {}, 'browse'],
    ['Enter', {}, 'decide'],
    ['Tab', {}, 'decide'],
    ['Tab', { altKey: true }, 'decide'],
    ['Escape', {}, 'revert'],
    [' ', {}, null],
    ['ArrowDown', { altKey: true }, null],
    ['z', { ctrlKey: true }, null],
    ['z', { metaKey: true }, null],
    ['F4', {}, null],
    ['Shift', {}, null],
  ] as const)('%s %j → %s', (key, mods, intent) => {
    expect(decisionIntent(press(key, mods))).toBe(intent);
  });
});

describe('releaseIntent: a key released on the select (Escape whose keydown its open list took)', () => {
  it.each([
    ['Escape', 'leave'],
    ['Enter', null],
    ['Tab', null],
    ['ArrowDown', null],
    ['p', null],
  ] as const)('%s → %s', (key, intent) => {
    expect(releaseIntent({ key })).toBe(intent);
  });
});
