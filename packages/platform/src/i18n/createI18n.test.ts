import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n.ts';
import type { Language } from './languages.ts';
import { missingTextMessage, type TranslationFile } from './loadTranslations.ts';
import { forgetFailedTexts, loadTexts } from './textsLoader.ts';

/** The first files, and a domain's own file ("goals"), per language. */
const files: Record<Language, TranslationFile> = {
  es: { app: { greeting: 'Hola' }, ui: {}, platform: {} },
  en: { app: { greeting: 'Hello', onlyInEnglish: 'Only in English' }, ui: {}, platform: {} },
  tr: { app: { greeting: 'Merhaba' }, ui: {}, platform: {} },
};
const goals: Record<Language, TranslationFile> = {
  es: { goals: { title: 'Metas' } },
  en: { goals: { title: 'Goals', onlyInEnglish: 'Only in English' } },
  tr: { goals: { title: 'Hedefler' } },
};

function countingFetcher(failing: readonly string[] = []) {
  const asked: string[] = [];
  return {
    asked,
    fetchFile: async (language: Language, namespace?: string) => {
      const name = namespace ? `${language}/${namespace}` : language;
      asked.push(name);
      if (failing.includes(name)) throw new Error(`down (${name})`);
      // A copy, as a fetch gives: i18next keeps (and adds to) the objects it is given.
      return structuredClone(namespace ? goals[language] : files[language]);
    },
  };
}

/** The test's texts are not the portal's: read them without the portal's typed keys. */
type AnyT = (key: string, options: { ns: string }) => string;

afterEach(() => vi.restoreAllMocks());

describe('the English fallback texts', () => {
  it.each<[string, Language, boolean, string[], string]>([
    ['Spanish page, before it settled: only Spanish asked for', 'es', false, ['es'], 'onlyInEnglish'],
    ['Spanish page, once settled: English beside it', 'es', true, ['es', 'en'], 'Only in English'],
    ['English page: nothing more to ask for', 'en', true, ['en'], 'Only in English'],
  ])('%s', async (_name, language, settled, asked, missingKey) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetcher = countingFetcher();
    const { i18n, loadFallback } = await createI18n(language, fetcher.fetchFile);
    if (settled) await loadFallback();
    expect(fetcher.asked).toEqual(asked);
    expect((i18n.t as unknown as AnyT)('onlyInEnglish', { ns: 'app' })).toBe(missingKey);
  });
});

describe("a domain's texts in their own file", () => {
  it.each<[string, { first?: string[]; failing?: string[]; settled?: boolean }, string[], string]>([
    [
      'asked with the first file when the first page draws them',
      { first: ['goals'] },
      ['es', 'es/goals'],
      'Metas',
    ],
    [
      'asked again by the page when they failed beside the first file',
      { first: ['goals'], failing: ['es/goals', 'en/goals'] },
      // At boot, then by the page (its draws share one load, and its failure until a retry): three
      // tries and English's three each.
      [
        'es',
        ...Array(2)
          .fill([...Array(3).fill('es/goals'), ...Array(3).fill('en/goals')])
          .flat(),
      ],
      'title',
    ],
    ['asked when a route needs them, once', {}, ['es', 'es/goals'], 'Metas'],
    [
      'in English when the Spanish file fails its three tries',
      { failing: ['es/goals'] },
      ['es', 'es/goals', 'es/goals', 'es/goals', 'en/goals'],
      'Goals',
    ],
    [
      'with English beside them once the app settled',
      { settled: true },
      ['es', 'en', 'es/goals', 'en/goals'],
      'Metas',
    ],
  ])('%s', async (_name, { first = [], failing = [], settled = false }, asked, title) => {
    const fetcher = countingFetcher(failing);
    const portal = await createI18n('es', fetcher.fetchFile, first);
    if (settled) await portal.loadFallback();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = () => loadTexts(portal.i18n, ['goals']).catch(() => undefined);
    await Promise.all([load(), load()]);
    await load();
    await vi.waitFor(() => expect(fetcher.asked).toEqual(asked));
    expect((portal.i18n.t as unknown as AnyT)('title', { ns: 'goals' })).toBe(title);
  });

  it('fails with the spec message when every language fails, and tries again only after a retry', async () => {
    const fetcher = countingFetcher(['es/goals', 'en/goals']);
    const portal = await createI18n('es', fetcher.fetchFile);
    await expect(loadTexts(portal.i18n, ['goals'])).rejects.toThrow(
      'Unable to load translation and all the fallback languages',
    );
    fetcher.asked.length = 0;
    await expect(loadTexts(portal.i18n, ['goals'])).rejects.toThrow();
    expect(fetcher.asked).toEqual([]);
    forgetFailedTexts();
    await expect(loadTexts(portal.i18n, ['goals'])).rejects.toThrow();
    expect(fetcher.asked).toHaveLength(6);
  });

  it('come along when the language changes', async () => {
    const fetcher = countingFetcher();
    const portal = await createI18n('es', fetcher.fetchFile, ['goals']);
    await portal.changeLanguage('tr');
    expect(fetcher.asked).toEqual(['es', 'es/goals', 'tr', 'tr/goals']);
    expect((portal.i18n.t as unknown as AnyT)('title', { ns: 'goals' })).toBe('Hedefler');
  });

  it('says a text no loaded file has in the console, not one with a default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const portal = await createI18n('es', countingFetcher().fetchFile);
    const t = portal.i18n.t as unknown as (
      key: string,
      options: { ns: string; defaultValue?: string },
    ) => string;
    t('title', { ns: 'goals', defaultValue: 'Metas' });
    expect(error).not.toHaveBeenCalled();
    t('title', { ns: 'goals' });
    expect(error).toHaveBeenCalledWith(`${missingTextMessage}: goals:title (es)`);
  });
});
