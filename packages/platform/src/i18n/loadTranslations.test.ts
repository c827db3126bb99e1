import { describe, expect, it } from 'vitest';
import { type Language, translationUrl } from './languages.ts';
import {
  httpTranslationFetcher,
  loadTranslations,
  type TranslationFile,
  TranslationLoadError,
  translationLoadFailedMessage,
} from './loadTranslations.ts';

const files: Record<Language, TranslationFile> = {
  es: { ui: { copy: 'Copiar' } },
  en: { ui: { copy: 'Copy' } },
  tr: { ui: { copy: 'Kopyala' } },
};

/** A fetcher whose language fails its first `failures[lang]` calls; counts calls per language. */
function flakyFetcher(failures: Partial<Record<Language, number>>) {
  const calls: Language[] = [];
  const fetchFile = async (language: Language) => {
    calls.push(language);
    const seen = calls.filter((l) => l === language).length;
    if (seen <= (failures[language] ?? 0)) throw new Error(`down (${language})`);
    return files[language];
  };
  return { calls, fetchFile };
}

describe('loadTranslations', () => {
  it.each<[string, Language, Partial<Record<Language, number>>, Language, Language[]]>([
    ['first try', 'es', {}, 'es', ['es']],
    ['one retry', 'es', { es: 1 }, 'es', ['es', 'es']],
    ['second retry (the last allowed)', 'es', { es: 2 }, 'es', ['es', 'es', 'es']],
    ['English after 3 failed tries', 'es', { es: 3 }, 'en', ['es', 'es', 'es', 'en']],
    ['English after its own retries', 'tr', { tr: 9, en: 2 }, 'en', ['tr', 'tr', 'tr', 'en', 'en', 'en']],
    ['English asked for directly', 'en', {}, 'en', ['en']],
  ])('%s', async (_name, requested, failures, expectedLanguage, expectedCalls) => {
    const { calls, fetchFile } = flakyFetcher(failures);
    const result = await loadTranslations(requested, fetchFile);
    expect(result.language).toBe(expectedLanguage);
    expect(result.resources).toEqual(files[expectedLanguage]);
    expect(calls).toEqual(expectedCalls);
  });

  it.each<[Language, Language[]]>([
    ['es', ['es', 'es', 'es', 'en', 'en', 'en']],
    ['en', ['en', 'en', 'en']],
  ])('gives the spec error when %s and every fallback fail', async (requested, expectedCalls) => {
    const { calls, fetchFile } = flakyFetcher({ es: 99, en: 99, tr: 99 });
    const failure = loadTranslations(requested, fetchFile);
    await expect(failure).rejects.toBeInstanceOf(TranslationLoadError);
    await expect(failure).rejects.toThrow('Unable to load translation and all the fallback languages');
    expect(translationLoadFailedMessage).toBe('Unable to load translation and all the fallback languages');
    expect(calls).toEqual(expectedCalls);
  });
});

describe('httpTranslationFetcher', () => {
  it('reads ./assets/i18n/{lang}.json', () => {
    expect(translationUrl('es')).toBe('./assets/i18n/es.json');
    expect(translationUrl('tr', '/portal/')).toBe('/portal/assets/i18n/tr.json');
    expect(translationUrl('es', '/portal/', 'goals')).toBe('/portal/assets/i18n/es/goals.json');
  });

  it.each<[string, Response, string | null]>([
    ['a good file', Response.json(files.es), null],
    ['a 404', new Response('nope', { status: 404 }), 'HTTP 404'],
    ['a body that is not JSON', new Response('<html>', { status: 200 }), 'JSON'],
    ['an array', Response.json(['x']), 'Malformed translation file'],
    ['a namespace that is a string', Response.json({ ui: 'x' }), 'Malformed translation file'],
  ])('handles %s', async (_name, response, error) => {
    const requested: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return response;
    }) as typeof fetch;
    const fetchFile = httpTranslationFetcher('./', fetchFn);
    if (error === null) await expect(fetchFile('es')).resolves.toEqual(files.es);
    else await expect(fetchFile('es')).rejects.toThrow(error);
    expect(requested).toEqual(['./assets/i18n/es.json']);
  });
});
