import { keyFromSelector as i18nextKeyFromSelector } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n.ts';
import { keyFromSelector } from './selectorKeys.ts';

const files = { app: {}, ui: {}, platform: {}, features: {} };

describe('the stand-in for i18next’s keyFromSelector', () => {
  it('says what is missing when called before i18next has loaded', async () => {
    vi.resetModules();
    const fresh = await import('./selectorKeys.ts');
    expect(() => fresh.keyFromSelector(((keys: { title: string }) => keys.title) as never)).toThrow(
      /create the i18n instance/,
    );
  });

  it('answers as i18next does once createI18n has loaded it', async () => {
    await createI18n('es', async () => files);
    const selectors = [
      (keys: { steps: { review: string } }) => keys.steps.review,
      (keys: { title: string }) => keys.title,
    ];
    for (const selector of selectors)
      expect(keyFromSelector(selector as never)).toBe(i18nextKeyFromSelector(selector as never));
    expect(keyFromSelector(selectors[0] as never)).toBe('steps.review');
  });
});
