/** Languages the portal ships translation files for (docs/RULES.md#product-rules). */
export const supportedLanguages = ['es', 'en', 'tr'] as const;
export type Language = (typeof supportedLanguages)[number];

/** The product speaks Spanish to its clients. */
export const productLanguage: Language = 'es';
/** English is the translation default and the fallback of every other language (docs/RULES.md#product-rules, #constants-and-limits). */
export const fallbackLanguage: Language = 'en';

/**
 * The packages' own namespaces, in every language's first file: the design system's, the platform's
 * and the app's. The features have one per domain, in the domain's folder (docs/TEXTS.md).
 */
export const packageNamespaces = ['ui', 'platform', 'app'] as const;

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Locale used by Intl for numbers and dates, per interface language. */
export function intlLocaleFor(language: Language): string {
  return language === 'es' ? 'es-CL' : language;
}

/**
 * Where the app serves a language's texts (docs/RULES.md#calls: GET ./assets/i18n/{lang}.json): the
 * first file, or with a namespace that namespace's own file, loaded with the routes that draw it
 * (docs/TEXTS.md).
 */
export function translationUrl(language: Language, base = './', namespace?: string): string {
  return namespace
    ? `${base}assets/i18n/${language}/${namespace}.json`
    : `${base}assets/i18n/${language}.json`;
}
