/** Languages the portal ships translation files for (docs/RULES.md#product-rules). */
export const supportedLanguages = ['es', 'en', 'tr'] as const;
export type Language = (typeof supportedLanguages)[number];

/** The product speaks Spanish to its clients. */
export const productLanguage: Language = 'es';
/** English is the translation default and the fallback of every other language (docs/RULES.md#product-rules, #constants-and-limits). */
export const fallbackLanguage: Language = 'en';

/** Namespaces: one per package that owns user-visible strings. */
export const namespaces = ['ui', 'platform', 'features', 'app'] as const;
export type Namespace = (typeof namespaces)[number];

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Locale used by Intl for numbers and dates, per interface language. */
export function intlLocaleFor(language: Language): string {
  return language === 'es' ? 'es-CL' : language;
}
