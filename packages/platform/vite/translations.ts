import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type Language, type Namespace, supportedLanguages } from '../src/i18n/languages.ts';

/** Folder of each namespace's locale files ({lang}.json), relative to the repository root. */
export const localeFolders: Record<Namespace, string> = {
  ui: 'packages/ui/src/locales',
  platform: 'packages/platform/src/locales',
  features: 'packages/features/src/locales',
  app: 'apps/portal/src/locales',
};

export function readTranslationFile(root: string, language: Language): Record<Namespace, unknown> {
  const entries = Object.entries(localeFolders).map(([ns, folder]) => {
    const path = join(root, folder, `${language}.json`);
    return [ns, JSON.parse(readFileSync(path, 'utf8'))] as const;
  });
  return Object.fromEntries(entries) as Record<Namespace, unknown>;
}

/** Where a build serves a language's texts (what the app's translationUrl asks for). */
export const translationAsset = (language: Language) => `assets/i18n/${language}.json`;

const requestPattern = /\/assets\/i18n\/([a-z]{2})\.json$/;

/**
 * Each package owns its strings (src/locales/{lang}.json); the app serves one file per language,
 * assets/i18n/{lang}.json, with a key per namespace. Dev servers get it from a middleware
 * (Storybook and Vitest included), builds get it as emitted assets.
 */
export function translationsPlugin(root: string): Plugin {
  return {
    name: 'portal-translations',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = requestPattern.exec((req.url ?? '').split('?')[0] ?? '');
        const language = match?.[1];
        if (!language || !(supportedLanguages as readonly string[]).includes(language)) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(readTranslationFile(root, language as Language)));
      });
    },
    generateBundle() {
      for (const language of supportedLanguages) {
        this.emitFile({
          type: 'asset',
          fileName: translationAsset(language),
          source: JSON.stringify(readTranslationFile(root, language)),
        });
      }
    },
  };
}
