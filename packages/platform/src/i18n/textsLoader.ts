import type { i18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

type LoadTexts = (namespaces: readonly string[]) => Promise<void>;

/**
 * Each portal i18n instance's loader of namespaces with their own file (createI18n registers it),
 * found by the instance's store of texts: react-i18next's `useTranslation` hands out a wrapper of
 * the instance (a new one per language), which shares its store.
 */
const loaders = new WeakMap<object, LoadTexts>();
/** One promise per instance, language and set of namespaces, so that a suspended render finds the same one again. */
const pendingLoads = new WeakMap<object, Map<string, Promise<void>>>();

export function registerTextsLoader(instance: i18n, load: LoadTexts): void {
  loaders.set(instance.store, load);
}

/** The namespaces not yet loaded in the instance's language (none for an instance the portal did not create). */
function missing(instance: i18n, namespaces: readonly string[]): string[] {
  if (!loaders.has(instance.store)) return [];
  return namespaces.filter((namespace) => !instance.hasResourceBundle(instance.language, namespace));
}

/**
 * Starts loading namespaces' own files (a route's domain texts): at boot, when a link is pointed
 * at, and when a page is drawn. Resolves at once when they are here.
 */
export function loadTexts(instance: i18n, namespaces: readonly string[]): Promise<void> {
  const wanted = missing(instance, namespaces);
  const load = loaders.get(instance.store);
  if (wanted.length === 0 || !load) return Promise.resolve();
  const byKey = pendingLoads.get(instance.store) ?? new Map<string, Promise<void>>();
  pendingLoads.set(instance.store, byKey);
  const key = `${instance.language}:${wanted.join(',')}`;
  let pending = byKey.get(key);
  if (!pending) {
    pending = load(wanted).then(
      () => {
        byKey.delete(key);
      },
      (error: unknown) => {
        // Kept, failed, until a retry (forgetFailedTexts): the renders React tries again after an
        // error find the same failure instead of asking the server once more each.
        failed.add(() => byKey.delete(key));
        throw error;
      },
    );
    byKey.set(key, pending);
  }
  return pending;
}

/** How to forget each failed load (below). */
const failed = new Set<() => void>();

/** Forgets the loads that failed, so that the next draw asks again: a page's "Reintentar". */
export function forgetFailedTexts(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/**
 * Suspends the component until the namespaces are loaded: a page is drawn with its texts, never
 * with their keys. A load that fails (after its retries and the English fallback) throws to the
 * page's error boundary, whose retry asks again.
 */
export function useTexts(namespaces: readonly string[]): void {
  const { i18n: instance } = useTranslation();
  if (missing(instance, namespaces).length > 0) use(loadTexts(instance, namespaces));
}
