import { featureNamespaces, firstFileTexts } from '@portal/features/texts';
import {
  type FetchTranslationFile,
  type Language,
  type TranslationFile,
  translationUrl,
} from '@portal/platform';

/**
 * Storybook and browser tests read the same files the app serves (assets/i18n/{lang}.json and each
 * domain's assets/i18n/{lang}/{namespace}.json, built by the translations Vite plugin from each
 * package's and domain's locales), through the app's own loader.
 */
export const storybookTranslationFetcher: FetchTranslationFile = async (
  language: Language,
  namespace?: string,
) => {
  const url = translationUrl(language, '/', namespace);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return (await response.json()) as TranslationFile;
};

/** A story may draw any domain: every namespace is loaded up front. */
export const storybookTexts = featureNamespaces.filter((namespace) => !firstFileTexts.includes(namespace));
