import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The benchmarks and measuring scripts run on request, not in CI, and they import the product's
 * own modules (fixtures, rules, contracts). When a module moves or a name is renamed, a script
 * only fails the next time someone runs it (bench:scale did, for a contract split in two). This
 * reads each script's value imports from the product's TypeScript sources and checks every name
 * is still there.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

interface ScriptImport {
  script: string;
  from: string;
  path: string;
  names: string[];
}

function sourceImports(): ScriptImport[] {
  const files = ['scripts', 'bench'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => /\.(mjs|ts)$/.test(name) && !/\.test\.ts$/.test(name))
      .map((name) => join(root, folder, name)),
  );
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/^import\s+\{([^}]+)\}\s+from\s+'(\.[^']+\.tsx?)';/gm)].map(
      ([, list = '', from = '']) => ({
        script: relative(root, file),
        from,
        path: resolve(dirname(file), from),
        names: list
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] ?? name),
      }),
    );
  });
}

describe("the scripts' imports from the product", () => {
  const imports = sourceImports();

  it('finds the imports it checks (the reading above still matches how the scripts import)', () => {
    expect(imports.length).toBeGreaterThan(3);
    expect(imports.map((entry) => entry.script)).toContain('scripts/bench-scale.mjs');
  });

  it.each(imports.map((entry) => [entry.script, entry.from, entry] as const))(
    '%s: every name it takes from %s is exported there',
    async (_script, _from, entry) => {
      const module: Record<string, unknown> = await import(entry.path);
      expect(entry.names.filter((name) => !(name in module))).toEqual([]);
    },
  );
});
