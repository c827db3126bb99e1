import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md, "Pages are route adapters": a page reads the route and draws one domain's screen.
const folder = import.meta.dirname;
const pages = readdirSync(folder)
  .filter((name) => name.endsWith('.tsx') && !name.includes('.test.') && !name.includes('.stories.'))
  .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));

describe('pages are route adapters', () => {
  it('the folder holds the pages', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages)('$name is at most 40 lines', ({ text }) => {
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(40);
  });

  it.each(pages)('$name makes no call of its own (no query, mutation or API client)', ({ text }) => {
    expect(text).not.toMatch(/\b(useQuery|useQueries|useSuspenseQuery|useMutation|useApi)\b/);
  });
});
