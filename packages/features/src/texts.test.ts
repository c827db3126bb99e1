import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type Domain,
  domainTexts,
  featureNamespaces,
  firstFileTexts,
  frameTexts,
  routeTexts,
} from './texts.ts';

const src = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The namespaces a folder's code (not its tests or stories) draws: `useTranslation(…)` and `ns:` keys. */
function namespacesDrawnIn(folder: string): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|browser\.test)\.tsx?$/.test(entry.name)) {
        const code = readFileSync(path, 'utf8');
        for (const [, args = ''] of code.matchAll(/useTranslation\(([^)]*)\)/g))
          for (const [, ns = ''] of args.matchAll(/'(\w+)'/g)) found.add(ns);
        for (const [, ns = ''] of code.matchAll(/[`'](\w+):[\w.]/g))
          if ((featureNamespaces as readonly string[]).includes(ns)) found.add(ns);
      }
    }
  };
  walk(join(src, folder));
  return [...found].sort();
}

describe("the features' texts", () => {
  it('have one namespace per domain folder with a locales/ folder, and no other', () => {
    const withLocales = folders.filter((folder) => existsSync(join(src, folder, 'locales')));
    expect([...featureNamespaces].sort()).toEqual(withLocales.sort());
  });

  it.each(frameTexts.map((ns) => [ns]))('the frame’s %s draws only the frame’s texts', (ns) => {
    expect(
      namespacesDrawnIn(ns).filter((drawn) => !(frameTexts as readonly string[]).includes(drawn)),
    ).toEqual([]);
  });

  const domainFolders = (Object.keys(domainTexts) as Domain[]).filter((domain) => folders.includes(domain));
  it.each(domainFolders.map((domain) => [domain]))(
    'the %s domain draws only what its routes load, or the frame’s',
    (domain) => {
      const loaded: readonly string[] = [...frameTexts, ...domainTexts[domain]];
      expect(namespacesDrawnIn(domain).filter((drawn) => !loaded.includes(drawn))).toEqual([]);
    },
  );

  it.each<[Domain, readonly string[]]>([
    ['dashboard', []],
    ['goals', ['products', 'stepFlow']],
    ['onboarding', ['onboarding', 'stepFlow', 'profile']],
    ['shell', []],
  ])('a %s route loads %j beyond the first file', (domain, extra) => {
    expect(routeTexts(domain)).toEqual(extra);
  });

  it('put the frame’s and the dashboard’s texts in the first file', () => {
    expect(firstFileTexts).toEqual(expect.arrayContaining([...frameTexts, ...domainTexts.dashboard]));
  });
});
