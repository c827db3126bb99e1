import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where react-i18next's one import from i18next is pointed (src/i18n/selectorKeys.ts says why). */
export const selectorKeysModule = fileURLToPath(new URL('../src/i18n/selectorKeys.ts', import.meta.url));

/** Whether an import of `source` from `importer` is react-i18next's import of i18next. */
export function isReactI18nextImportOfI18next(source: string, importer: string | undefined): boolean {
  return (
    source === 'i18next' &&
    importer !== undefined &&
    /[\\/]node_modules[\\/]react-i18next[\\/]/.test(importer)
  );
}

/**
 * Keeps i18next off the first page: react-i18next's `import { keyFromSelector } from 'i18next'`
 * resolves to the portal's stand-in, which createI18n fills once it has loaded i18next beside the
 * translations. Every other import of i18next is left alone.
 */
export function i18nextOnDemand(): Plugin {
  return {
    name: 'portal-i18next-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      return isReactI18nextImportOfI18next(source, importer) ? selectorKeysModule : null;
    },
  };
}
