import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One focus ring for the whole portal: every style composes `focusRing` (or its inset / on-colour
// variants) from styles/utilities.css.ts instead of writing its own :focus-visible outline.
const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const roots = ['packages', 'apps'].map((folder) => join(repository, folder));

function styleFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

describe('focus ring', () => {
  const files = roots.flatMap(styleFiles);

  it('finds the style files it checks', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('is written once, in styles/utilities.css.ts', () => {
    const handWritten = files
      .filter((file) => !file.endsWith(join('styles', 'utilities.css.ts')))
      .filter((file) => /focus-visible'\s*:\s*\{[^}]*outline/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repository, file));
    expect(handWritten).toEqual([]);
  });
});
