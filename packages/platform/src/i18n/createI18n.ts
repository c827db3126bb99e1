import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, type Language, namespaces } from './languages.ts';
import { type FetchTranslationFile, loadTranslations } from './loadTranslations.ts';
import { provideKeyFromSelector } from './selectorKeys.ts';

export interface PortalI18n {
  i18n: i18n;
  /** Loads (if needed) and switches to a language; falls back as loadTranslations does. */
  changeLanguage(language: Language): Promise<Language>;
  /**
   * Loads the fallback language (English) beside another one, best effort: a key missing from the
   * page's language shows in English. Not needed to draw a page, so the app asks for it once it
   * has settled, not in front of the first page's requests.
   */
  loadFallback(): Promise<void>;
}

/**
 * Creates the i18next instance of the portal. Translation files are fetched through `fetchFile`
 * (HTTP in the app, static imports in Storybook) so the retry and fallback rules live in one place.
 */
export async function createI18n(language: Language, fetchFile: FetchTranslationFile): Promise<PortalI18n> {
  // i18next (14 KB gzip) comes in its own file, asked for at the same time as the translations and,
  // in the app, as the first page's own files: it no longer sits in the first script, in front of
  // every request the app makes (selectorKeys.ts says how react-i18next does without it).
  const [{ default: i18next, keyFromSelector }, loaded] = await Promise.all([
    import('i18next'),
    loadTranslations(language, fetchFile),
  ]);
  provideKeyFromSelector(keyFromSelector);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: loaded.language,
    fallbackLng: fallbackLanguage,
    ns: [...namespaces],
    defaultNS: 'app',
    resources: { [loaded.language]: loaded.resources },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });

  async function ensureLoaded(target: Language): Promise<Language> {
    if (instance.hasResourceBundle(target, 'ui')) return target;
    const next = await loadTranslations(target, fetchFile);
    for (const [ns, bundle] of Object.entries(next.resources)) {
      instance.addResourceBundle(next.language, ns, bundle, true, true);
    }
    return next.language;
  }

  return {
    i18n: instance,
    async changeLanguage(target) {
      const resolved = await ensureLoaded(target);
      await instance.changeLanguage(resolved);
      return resolved;
    },
    async loadFallback() {
      if (instance.language === fallbackLanguage) return;
      await ensureLoaded(fallbackLanguage).catch(() => undefined);
    },
  };
}
