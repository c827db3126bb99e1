import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Code cites the product's rules where the repository keeps them, docs/RULES.md, by a section's
// anchor: never a document outside the repository, nor an issue number a maintainer cannot open.

const root = fileURLToPath(new URL('..', import.meta.url));
const rules = readFileSync(join(root, 'docs/RULES.md'), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const anchors = new Set(
  rules
    .split('\n')
    .filter((line) => /^#{1,4} /.test(line))
    .map((line) => slugOf(line.replace(/^#+ /, ''))),
);

const codeFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) =>
    /^(packages|apps|mocks|e2e|scripts|bench|\.storybook)\/.*\.(ts|tsx|mjs|cjs|js|mdx)$/.test(file),
  )
  .filter((file) => !file.endsWith('rules-citations.test.ts'));

function read(file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return '';
  }
}

describe('slugOf', () => {
  it.each([
    ['Routes and layouts', 'routes-and-layouts'],
    ['Referrals, insurance, company profile and blog', 'referrals-insurance-company-profile-and-blog'],
    ['US brokerage page', 'us-brokerage-page'],
    ['Idempotency and field errors', 'idempotency-and-field-errors'],
  ])('%s → %s', (heading, slug) => {
    expect(slugOf(heading)).toBe(slug);
  });
});

describe('the code cites the rules by their anchors in docs/RULES.md', () => {
  it('reads the files it checks', () => {
    expect(codeFiles.length).toBeGreaterThan(500);
    expect(anchors.has('money-flows')).toBe(true);
  });

  it('cites no outside specification and no issue number', () => {
    const outside = codeFiles.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          /\bSPEC\b\s*§|\b[Ii]ssue \d+\b/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(outside).toEqual([]);
  });

  it('every anchor it cites is a heading of docs/RULES.md', () => {
    const missing = codeFiles.flatMap((file) =>
      [...read(file).matchAll(/RULES\.md#([a-z0-9-]+)((?:, #[a-z0-9-]+)*)/g)].flatMap((match) =>
        [match[1], ...(match[2]?.match(/#([a-z0-9-]+)/g) ?? []).map((more) => more.slice(1))]
          .filter((anchor): anchor is string => Boolean(anchor) && !anchors.has(anchor as string))
          .map((anchor) => `${file}: #${anchor}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
