import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  type Language,
  packageNamespaces,
  supportedLanguages,
  translationUrl,
} from '../src/i18n/languages.ts';

/** Where the packages' own namespaces keep their locale files ({lang}.json), from the repository root. */
const packageFolders: Record<(typeof packageNamespaces)[number], string> = {
  ui: 'packages/ui/src/locales',
  platform: 'packages/platform/src/locales',
  app: 'apps/portal/src/locales',
};
/** Where the features' domains live: each one with texts has a locales/ folder, its namespace. */
const featuresFolder = 'packages/features/src';

/** Every namespace and its folder: the packages' and one per features domain folder with locales/. */
export function localeFolders(root: string): Record<string, string> {
  const domains = readdirSync(join(root, featuresFolder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, featuresFolder, entry.name, 'locales')))
    .map((entry) => [entry.name, `${featuresFolder}/${entry.name}/locales`] as const);
  return { ...packageFolders, ...Object.fromEntries(domains) };
}

/** The namespaces' texts of one language, each read from its folder. */
export function readNamespaces(root: string, language: Language, namespaces: readonly string[]) {
  const folders = localeFolders(root);
  return Object.fromEntries(
    namespaces.map((ns) => {
      const folder = folders[ns];
      if (!folder) throw new Error(`No locale folder for the namespace "${ns}"`);
      return [ns, JSON.parse(readFileSync(join(root, folder, `${language}.json`), 'utf8')) as unknown];
    }),
  );
}

/** Where a build serves a language's first file (what the app's translationUrl asks for), or a namespace's own. */
export const translationAsset = (language: Language, namespace?: string) =>
  translationUrl(language, '', namespace);

const requestPattern = /\/assets\/i18n\/([a-z]{2})(?:\/(\w+))?\.json$/;

/**
 * Each package, and each features domain, owns its texts (locales/{lang}.json). The app serves per
 * language one first file, assets/i18n/{lang}.json, with the packages' namespaces and `firstFile`
 * (what every page and the landing page draw), and every other namespace in its own file,
 * assets/i18n/{lang}/{namespace}.json, loaded with the routes that draw it (docs/TEXTS.md). Dev
 * servers answer from a middleware (Storybook and Vitest included), builds emit the files.
 */
export function translationsPlugin(root: string, { firstFile }: { firstFile: readonly string[] }): Plugin {
  const firstNamespaces = [...packageNamespaces, ...firstFile];
  const files = (language: Language) => {
    const own = Object.keys(localeFolders(root)).filter((ns) => !firstNamespaces.includes(ns));
    return [
      { fileName: translationAsset(language), source: readNamespaces(root, language, firstNamespaces) },
      ...own.map((ns) => ({
        fileName: translationAsset(language, ns),
        source: readNamespaces(root, language, [ns]),
      })),
    ];
  };
  return {
    name: 'portal-translations',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = requestPattern.exec((req.url ?? '').split('?')[0] ?? '');
        const language = match?.[1];
        if (!language || !(supportedLanguages as readonly string[]).includes(language)) return next();
        const wanted = translationAsset(language as Language, match?.[2]);
        const file = files(language as Language).find((each) => each.fileName === wanted);
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(file.source));
      });
    },
    generateBundle() {
      for (const language of supportedLanguages)
        for (const file of files(language))
          this.emitFile({ type: 'asset', fileName: file.fileName, source: JSON.stringify(file.source) });
    },
  };
}
