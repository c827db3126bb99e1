import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractedEndpoints } from '@portal/platform/contracts';
import { openApiDocument } from '@portal/platform/openapi';
import { createConfig, lint } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

// docs/api/openapi.json is made from the contracts (`npm run openapi`): it must be current, and pass
// Redocly's recommended rules with no error and no warning.

const root = fileURLToPath(new URL('..', import.meta.url));
const file = join(root, 'docs/api/openapi.json');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;

describe('the OpenAPI document (docs/api/openapi.json)', () => {
  it('is the one the contracts make: run `npm run openapi` after changing a contract', () => {
    const committed = readFileSync(file, 'utf8');
    expect(committed).toBe(`${JSON.stringify(openApiDocument(version), null, 2)}\n`);
  });

  it('lists every contracted endpoint once, by its method and path', () => {
    const { paths } = openApiDocument(version);
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contracted = contractedEndpoints().map(({ endpoint }) => `${endpoint.method} /${endpoint.path}`);
    expect(documented.sort()).toEqual(contracted.sort());
  });

  it("passes Redocly's recommended lint, warnings included", async () => {
    // The one rule set aside: the specification's calls end two paths with a slash
    // (`fundings/`, `api/Files/{id}/`), and the document says them as the backend serves them.
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-path-trailing-slash': 'off' },
    });
    const problems = await lint({ ref: file, config });
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`,
      ),
    ).toEqual([]);
  });
});
