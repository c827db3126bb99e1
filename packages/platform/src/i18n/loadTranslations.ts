import { fallbackLanguage, type Language } from './languages.ts';

/** A translation file: one object per namespace, nested keys inside. */
export type TranslationFile = Record<string, Record<string, unknown>>;

/** How many times a failed translation load is tried again (docs/RULES.md#constants-and-limits). */
export const translationRetries = 2;

export const translationLoadFailedMessage = 'Unable to load translation and all the fallback languages';

export class TranslationLoadError extends Error {
  override readonly name = 'TranslationLoadError';
  constructor(readonly attempts: readonly string[]) {
    super(translationLoadFailedMessage);
  }
}

/** Where the app serves a language's file (docs/RULES.md#calls: GET ./assets/i18n/{lang}.json). */
export function translationUrl(language: Language, base = './'): string {
  return `${base}assets/i18n/${language}.json`;
}

export type FetchTranslationFile = (language: Language) => Promise<TranslationFile>;

function isTranslationFile(value: unknown): value is TranslationFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((ns) => typeof ns === 'object' && ns !== null && !Array.isArray(ns))
  );
}

/** Fetches a translation file over HTTP; a non-2xx answer or a body of the wrong shape is a failure. */
export function httpTranslationFetcher(base = './', fetchFn: typeof fetch = fetch): FetchTranslationFile {
  return async (language) => {
    const response = await fetchFn(translationUrl(language, base));
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${translationUrl(language, base)}`);
    const body: unknown = await response.json();
    if (!isTranslationFile(body)) throw new Error(`Malformed translation file for ${language}`);
    return body;
  };
}

async function withRetries(language: Language, fetchFile: FetchTranslationFile, attempts: string[]) {
  let lastError: unknown;
  for (let attempt = 0; attempt <= translationRetries; attempt += 1) {
    try {
      return await fetchFile(language);
    } catch (error) {
      lastError = error;
      attempts.push(`${language}#${attempt + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw lastError;
}

/**
 * Loads the requested language: first try plus 2 retries, then the English fallback with the
 * same retries, else a TranslationLoadError carrying the spec's message (docs/RULES.md#error-texts).
 */
export async function loadTranslations(
  requested: Language,
  fetchFile: FetchTranslationFile,
): Promise<{ language: Language; resources: TranslationFile }> {
  const attempts: string[] = [];
  const order: Language[] = requested === fallbackLanguage ? [requested] : [requested, fallbackLanguage];
  for (const language of order) {
    try {
      return { language, resources: await withRetries(language, fetchFile, attempts) };
    } catch {
      // next language in the order
    }
  }
  throw new TranslationLoadError(attempts);
}
