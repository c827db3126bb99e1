import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "Habits that keep it whole": a query key is written in its domain's keys (the
// `…Keys` object of its API module) and imported where it is used, also by another domain's write
// that refreshes it. A key retyped where it is used is one a rename silently stops refreshing.

const root = fileURLToPath(new URL('..', import.meta.url));

/** A key written where a query is read, set, refreshed or listed as a write's refresh. */
const keyUse =
  /(queryKey:|invalidates:|refreshOnSend=\{|(?:invalidate|cancel|remove|refetch|reset)Queries\(|(?:get|set)QueryData(?:<[^>]*>)?\()\s*\{?\s*(?:queryKey:\s*)?\[\s*(?:[\w.]+(?:\([^)]*\))?,\s*)*\[?\s*'/g;

/** Where keys are written: each domain's API module (`moneyKeys` in moneyApi.ts) and platform's own. */
const isKeysModule = (file: string) => /(Api|productQueries)\.ts$/.test(file);

function literalKeysIn(source: string): number {
  return [...source.matchAll(keyUse)].length;
}

describe('query keys are written once, in their domain', () => {
  it.each([
    ["queryKey: ['inbox']", 1],
    ["invalidateQueries({ queryKey: ['inbox'] })", 1],
    ["invalidates: [['money', 'movements'], ['fundings']]", 1],
    ["invalidates: [goalFlowKeys.scheduledDeposits, goalFlowKeys.bankAccounts, ['inbox']]", 1],
    ["invalidates: [\n      ['money', 'movements'],\n    ]", 1],
    ["setQueryData<Item[]>(['inbox', kind], x)", 1],
    ['invalidateQueries({ queryKey: inboxKeys.all })', 0],
    ['invalidates: [moneyKeys.allMovements, moneyKeys.allFundings]', 0],
    ['queryKey: demoOutboxKeys.of(email)', 0],
  ])('%j has %d literal key(s)', (source, count) => {
    expect(literalKeysIn(source)).toBe(count);
  });

  it('no production file outside a keys module writes a key literally', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'packages', 'apps'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.(test|stories|browser\.test)\.tsx?$|\/testing\//.test(file),
      )
      .filter((file) => !isKeysModule(file) && existsSync(join(root, file)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => literalKeysIn(readFileSync(join(root, file), 'utf8')) > 0);
    expect(offenders).toEqual([]);
  });
});
