import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeFolders, readTranslationFile } from '../../vite/translations.ts';
import { namespaces, supportedLanguages } from './languages.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** Every key path of a nested translation object, e.g. "copyButton.idle". */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('translation files', () => {
  it('cover every namespace', () => {
    expect(Object.keys(localeFolders).sort()).toEqual([...namespaces].sort());
  });

  const english = readTranslationFile(root, 'en');
  it.each(supportedLanguages.filter((language) => language !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      const file = readTranslationFile(root, language);
      for (const ns of namespaces)
        expect(keyPaths(file[ns]).sort(), ns).toEqual(keyPaths(english[ns]).sort());
    },
  );

  it.each(supportedLanguages)('%s has no empty text', (language) => {
    const file = readTranslationFile(root, language);
    const empty = namespaces.flatMap((ns) =>
      keyPaths(file[ns]).filter((path) => path !== '' && !lookup(file[ns], path)),
    );
    expect(empty).toEqual([]);
  });
});

function lookup(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}
