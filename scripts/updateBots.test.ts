import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The update bot (Renovate) and the visual review (Chromatic) agree: Chromatic skips the bot's own
// branches (their stories are reviewed when the grouped update is merged), the bot waits for a
// release to age before proposing it, and packages that must move together move in one pull request.

interface PackageRule {
  matchPackageNames?: string[];
  matchUpdateTypes?: string[];
  groupName?: string;
}
const read = <T>(file: string) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as T;
const renovate = read<{ branchPrefix?: string; minimumReleaseAge?: string; packageRules: PackageRule[] }>(
  'renovate.json',
);
const chromatic = read<{ skip?: string }>('chromatic.config.json');

/** Renovate's package-name globs: `**` any path, `*` one segment. */
function matches(pattern: string, name: string): boolean {
  const expression = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${expression}$`).test(name);
}

/** The group an update of a package lands in: the last matching rule's group wins, as in Renovate. */
function groupOf(name: string, updateType: string): string | undefined {
  let group: string | undefined;
  for (const rule of renovate.packageRules) {
    const names = rule.matchPackageNames;
    if (names && !names.some((pattern) => matches(pattern, name))) continue;
    if (rule.matchUpdateTypes && !rule.matchUpdateTypes.includes(updateType)) continue;
    if (rule.groupName) group = rule.groupName;
  }
  return group;
}

/** Days in a Renovate duration ("3 days", "1 week"). */
function days(duration: string | undefined): number {
  const found = /^(\d+) (day|days|week|weeks)$/.exec(duration ?? '');
  if (!found) return 0;
  return Number(found[1]) * (found[2]?.startsWith('week') ? 7 : 1);
}

describe('the update bot and the visual review agree', () => {
  it('Chromatic skips the bot’s branches', () => {
    const prefix = renovate.branchPrefix ?? 'renovate/';
    expect(chromatic.skip).toBe(`${prefix}**`);
  });

  it('the bot waits at least 3 days after a release', () => {
    expect(days(renovate.minimumReleaseAge)).toBeGreaterThanOrEqual(3);
  });

  it.each<[string, string[]]>([
    ['Vite and its bundler', ['vite', 'rolldown', '@vitejs/plugin-react', '@vanilla-extract/vite-plugin']],
    ['i18next and react-i18next', ['i18next', 'react-i18next']],
    ['msw and msw-storybook-addon', ['msw', 'msw-storybook-addon']],
    [
      'Storybook and its addons',
      ['storybook', '@storybook/react-vite', '@storybook/addon-a11y', '@storybook/addon-vitest'],
    ],
    ['Vitest and its browser provider', ['vitest', '@vitest/browser-playwright']],
    ['React and react-dom', ['react', 'react-dom']],
  ])('%s move in one pull request, of every kind of update', (_name, packages) => {
    for (const updateType of ['patch', 'minor', 'major']) {
      const groups = packages.map((name) => groupOf(name, updateType));
      expect(groups[0], `${packages[0]} ${updateType}`).toBeDefined();
      expect(new Set(groups).size, `${packages.join(', ')} (${updateType}): ${groups.join(', ')}`).toBe(1);
    }
  });

  it.each([
    ['@storybook/**', '@storybook/addon-a11y', true],
    ['@storybook/**', 'storybook', false],
    ['vite', 'vite', true],
    ['vite', 'vitest', false],
    ['@vitejs/**', '@vitejs/plugin-react', true],
  ])('the glob %s matches %s: %s', (pattern, name, expected) => {
    expect(matches(pattern, name)).toBe(expected);
  });
});
