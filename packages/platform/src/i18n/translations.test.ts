import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeFolders, readNamespaces } from '../../vite/translations.ts';
import { packageNamespaces, supportedLanguages } from './languages.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** Every key path of a nested translation object, e.g. "copyButton.idle". */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const namespaces = Object.keys(localeFolders(root));

describe('translation files', () => {
  it('have the packages’ namespaces and one per features domain with texts', () => {
    expect(namespaces).toEqual(expect.arrayContaining([...packageNamespaces, 'goals', 'money', 'dashboard']));
  });

  const english = readNamespaces(root, 'en', namespaces);
  it.each(supportedLanguages.filter((language) => language !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      const file = readNamespaces(root, language, namespaces);
      for (const ns of namespaces)
        expect(keyPaths(file[ns]).sort(), ns).toEqual(keyPaths(english[ns]).sort());
    },
  );

  it.each(supportedLanguages)('%s has no empty text', (language) => {
    const file = readNamespaces(root, language, namespaces);
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
