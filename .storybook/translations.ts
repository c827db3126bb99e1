import type { FetchTranslationFile, Language, TranslationFile } from '@portal/platform';

/**
 * Storybook and browser tests read the same files the app serves (assets/i18n/{lang}.json, built
 * by the translations Vite plugin from each package's src/locales), through the app's own loader.
 */
export const storybookTranslationFetcher: FetchTranslationFile = async (language: Language) => {
  const response = await fetch(`/assets/i18n/${language}.json`);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${language}`);
  return (await response.json()) as TranslationFile;
};
