import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n.ts';
import type { Language } from './languages.ts';

const files = {
  es: { app: { greeting: 'Hola' }, ui: {}, platform: {}, features: {} },
  en: { app: { greeting: 'Hello', onlyInEnglish: 'Only in English' }, ui: {}, platform: {}, features: {} },
  tr: { app: { greeting: 'Merhaba' }, ui: {}, platform: {}, features: {} },
};

function countingFetcher() {
  const asked: Language[] = [];
  return {
    asked,
    fetchFile: async (language: Language) => {
      asked.push(language);
      return files[language];
    },
  };
}

describe('the English fallback texts', () => {
  it.each<[string, Language, boolean, Language[], string]>([
    ['Spanish page, before it settled: only Spanish asked for', 'es', false, ['es'], 'onlyInEnglish'],
    ['Spanish page, once settled: English beside it', 'es', true, ['es', 'en'], 'Only in English'],
    ['English page: nothing more to ask for', 'en', true, ['en'], 'Only in English'],
  ])('%s', async (_name, language, settled, asked, missingKey) => {
    const fetcher = countingFetcher();
    const { i18n, loadFallback } = await createI18n(language, fetcher.fetchFile);
    if (settled) await loadFallback();
    expect(fetcher.asked).toEqual(asked);
    expect(i18n.t('onlyInEnglish', { ns: 'app' })).toBe(missingKey);
  });
});
