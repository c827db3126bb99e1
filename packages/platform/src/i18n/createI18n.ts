import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, type Language } from './languages.ts';
import {
  type FetchTranslationFile,
  loadTranslations,
  missingTextMessage,
  type TranslationFile,
} from './loadTranslations.ts';
import { provideKeyFromSelector } from './selectorKeys.ts';
import { registerTextsLoader } from './textsLoader.ts';

export interface PortalI18n {
  i18n: i18n;
  /** Loads (if needed) and switches to a language, with every namespace loaded so far; falls back as loadTranslations does. */
  changeLanguage(language: Language): Promise<Language>;
  /**
   * Loads the fallback language (English) beside another one, best effort: a key missing from the
   * page's language shows in English. Not needed to draw a page, so the app asks for it once it
   * has settled, not in front of the first page's requests.
   */
  loadFallback(): Promise<void>;
  /**
   * Loads namespaces that have their own file (a domain's texts, docs/TEXTS.md) in the page's
   * language, with the same retries and fallback; resolves once every one is in.
   */
  loadTexts(namespaces: readonly string[]): Promise<void>;
}

/**
 * Creates the i18next instance of the portal. Translation files are fetched through `fetchFile`
 * (HTTP in the app, static imports in Storybook) so the retry and fallback rules live in one place.
 * `firstTexts` are namespaces with their own file the first page draws: asked at the same time,
 * best effort (one that fails is asked again by the page that draws it, which can fail alone).
 */
export async function createI18n(
  language: Language,
  fetchFile: FetchTranslationFile,
  firstTexts: readonly string[] = [],
): Promise<PortalI18n> {
  // i18next (14 KB gzip) comes in its own file, asked for at the same time as the translations and,
  // in the app, as the first page's own files: it no longer sits in the first script, in front of
  // every request the app makes (selectorKeys.ts says how react-i18next does without it).
  const [{ default: i18next, keyFromSelector }, loaded, ...firstNamespaces] = await Promise.all([
    import('i18next'),
    loadTranslations(language, fetchFile),
    ...firstTexts.map((namespace) => loadTranslations(language, fetchFile, namespace).catch(() => undefined)),
  ]);
  provideKeyFromSelector(keyFromSelector);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: loaded.language,
    fallbackLng: fallbackLanguage,
    ns: Object.keys(loaded.resources),
    defaultNS: 'app',
    resources: { [loaded.language]: loaded.resources },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    // i18next's own defaults, written out: our keys are paths ("pages.advisor.title", "money:…"),
    // never sentences, and a separator it was given spares each t() its check of whether the key
    // reads as natural language (a third to a half of a call's time on this machine, at every text
    // of every render).
    keySeparator: '.',
    nsSeparator: ':',
    returnNull: false,
    saveMissing: true,
    saveMissingTo: 'current',
    missingKeyHandler: (
      languages,
      namespace,
      key,
      _fallback,
      _update,
      options: { defaultValue?: unknown },
    ) => {
      // A key with a default (an unknown category's name) is not missing.
      if (options?.defaultValue !== undefined) return;
      console.error(`${missingTextMessage}: ${namespace}:${key} (${[languages].flat().join(', ')})`);
    },
  });
  const add = (next: { language: Language; resources: TranslationFile }) => {
    for (const [ns, bundle] of Object.entries(next.resources))
      instance.addResourceBundle(next.language, ns, bundle, true, true);
  };
  for (const next of firstNamespaces) if (next) add(next);

  /** Namespaces with their own file loaded so far: a language switch brings them along. */
  const ownFiles = new Set(firstTexts);
  const inFlight = new Map<string, Promise<void>>();
  let fallbackWanted = false;

  function loadNamespace(target: Language, namespace: string): Promise<void> {
    if (instance.hasResourceBundle(target, namespace)) return Promise.resolve();
    const key = `${target}/${namespace}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = loadTranslations(target, fetchFile, namespace).then(add, (error: unknown) => {
        // A failed load is tried again the next time it is asked for (a page's retry).
        inFlight.delete(key);
        throw error;
      });
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function loadTexts(namespaces: readonly string[]): Promise<void> {
    for (const namespace of namespaces) ownFiles.add(namespace);
    const current = instance.language as Language;
    await Promise.all(namespaces.map((namespace) => loadNamespace(current, namespace)));
    if (fallbackWanted && current !== fallbackLanguage)
      for (const namespace of namespaces)
        void loadNamespace(fallbackLanguage, namespace).catch(() => undefined);
  }

  async function ensureLoaded(target: Language): Promise<Language> {
    let resolved = target;
    if (!instance.hasResourceBundle(target, 'ui')) {
      const next = await loadTranslations(target, fetchFile);
      add(next);
      resolved = next.language;
    }
    await Promise.all([...ownFiles].map((namespace) => loadNamespace(resolved, namespace)));
    return resolved;
  }

  registerTextsLoader(instance, loadTexts);
  return {
    i18n: instance,
    async changeLanguage(target) {
      const resolved = await ensureLoaded(target);
      await instance.changeLanguage(resolved);
      return resolved;
    },
    async loadFallback() {
      fallbackWanted = true;
      if (instance.language === fallbackLanguage) return;
      await ensureLoaded(fallbackLanguage).catch(() => undefined);
    },
    loadTexts,
  };
}
