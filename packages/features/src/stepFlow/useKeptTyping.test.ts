import { describe, expect, it } from 'vitest';
import { restoreTyping, typingKey } from './useKeptTyping.ts';

describe('typingKey: each flow, goal, product and step keeps its own typing', () => {
  it.each<[string, string, string, string]>([
    ['/rescue/103', '', 'monto', 'portal.typing./rescue/103#monto'],
    ['/rescue/103', '?paso=cuenta', 'cuenta', 'portal.typing./rescue/103#cuenta'],
    [
      '/change-portfolio',
      '?goalId=101&paso=resumen',
      'estrategia',
      'portal.typing./change-portfolio?goalId=101#estrategia',
    ],
    [
      '/goals/new',
      '?producto=short-term-invest&paso=plan',
      'plan',
      'portal.typing./goals/new?producto=short-term-invest#plan',
    ],
    ['/goals/new', '?paso=plan&layout=empty', 'plan', 'portal.typing./goals/new?layout=empty#plan'],
  ])('%s%s, step %s → %s', (pathname, search, step, key) => {
    expect(typingKey(pathname, search, step)).toBe(key);
  });

  it('the same flow whatever order its other parameters come in', () => {
    expect(typingKey('/goals/new', '?b=2&a=1', 'meta')).toBe(typingKey('/goals/new', '?a=1&b=2', 'meta'));
  });
});

describe('restoreTyping: what was kept as it was typed, over the draft, and nothing else', () => {
  const defaults = { kind: 'partial', amount: '' };
  it.each<[string, unknown, Record<string, string>]>([
    ['nothing kept', null, defaults],
    [
      'kept typing wins over the draft',
      { kind: 'total', amount: '25.000' },
      { kind: 'total', amount: '25.000' },
    ],
    [
      'only the fields the step has',
      { amount: '25.000', accountId: 'acc-1' },
      { kind: 'partial', amount: '25.000' },
    ],
    ['a field that is not text is not trusted', { amount: 25_000 }, defaults],
    ['not an object', 'garbage', defaults],
    ['an empty text is what was typed (a field cleared)', { amount: '' }, defaults],
  ])('%s', (_case, stored, expected) => {
    expect(restoreTyping(stored, defaults)).toEqual(expected);
  });
});
