/**
 * The one function react-i18next takes from i18next itself (`keyFromSelector`, for keys written as
 * selectors), handed over once i18next has loaded.
 *
 * i18next is not on the first page: `createI18n` loads it beside the translations. react-i18next,
 * which the first page does need, imports that one function from it, and the import alone would
 * bring the whole library (48 KB) into the first script. The app's build points that import here
 * (`i18nextOnDemand`, platform's vite helpers); `createI18n` hands the real function over before
 * any component can translate, since there is no `i18n` instance to translate with until then.
 */
type KeyFromSelector = typeof import('i18next').keyFromSelector;

let loaded: KeyFromSelector | undefined;

/** Called by createI18n with i18next's own function, once i18next has loaded. */
export function provideKeyFromSelector(keyFromSelector: KeyFromSelector): void {
  loaded = keyFromSelector;
}

export const keyFromSelector: KeyFromSelector = (...args) => {
  if (!loaded) throw new Error('i18next has not loaded yet: create the i18n instance (createI18n) first.');
  return loaded(...args);
};
