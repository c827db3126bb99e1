import { fallbackLanguage, type Language, translationUrl } from './languages.ts';

/**
 * A translation file: one object per namespace, nested keys inside. The first file of a language
 * holds every page's namespaces (the frame's and the first page's); a domain's own file holds its one.
 */
export type TranslationFile = Record<string, Record<string, unknown>>;

/** How many times a failed translation load is tried again (docs/RULES.md#constants-and-limits). */
export const translationRetries = 2;

/** A text the page asked for that no loaded file has: said in the console, where the e2e tests look. */
export const missingTextMessage = 'Missing text';

export const translationLoadFailedMessage = 'Unable to load translation and all the fallback languages';

export class TranslationLoadError extends Error {
  override readonly name = 'TranslationLoadError';
  constructor(readonly attempts: readonly string[]) {
    super(translationLoadFailedMessage);
  }
}

/** Fetches a language's first file, or a namespace's own file. */
export type FetchTranslationFile = (language: Language, namespace?: string) => Promise<TranslationFile>;

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
  return async (language, namespace) => {
    const url = translationUrl(language, base, namespace);
    const response = await fetchFn(url);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const body: unknown = await response.json();
    if (!isTranslationFile(body) || (namespace !== undefined && !(namespace in body)))
      throw new Error(`Malformed translation file for ${language}${namespace ? ` (${namespace})` : ''}`);
    return body;
  };
}

async function withRetries(
  language: Language,
  fetchFile: FetchTranslationFile,
  attempts: string[],
  namespace: string | undefined,
) {
  let lastError: unknown;
  for (let attempt = 0; attempt <= translationRetries; attempt += 1) {
    try {
      return await fetchFile(language, namespace);
    } catch (error) {
      lastError = error;
      attempts.push(`${language}#${attempt + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw lastError;
}

/**
 * Loads the requested language's first file, or one namespace's file: first try plus 2 retries,
 * then the English fallback with the same retries, else a TranslationLoadError carrying the spec's
 * message (docs/RULES.md#error-texts).
 */
export async function loadTranslations(
  requested: Language,
  fetchFile: FetchTranslationFile,
  namespace?: string,
): Promise<{ language: Language; resources: TranslationFile }> {
  const attempts: string[] = [];
  const order: Language[] = requested === fallbackLanguage ? [requested] : [requested, fallbackLanguage];
  for (const language of order) {
    try {
      return { language, resources: await withRetries(language, fetchFile, attempts, namespace) };
    } catch {
      // next language in the order
    }
  }
  throw new TranslationLoadError(attempts);
}
