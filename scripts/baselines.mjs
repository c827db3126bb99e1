// The pixel baselines' own budget: at most 15 MB of PNGs in e2e/visual/__screenshots__, and no two
// the same picture. Two stories that end on the same picture review one thing twice: one of them
// takes no picture (`parameters.chromatic.disableSnapshot`, which Chromatic and the local run both
// read; it still plays and is checked by axe), or shows a state of its own. Printed by the size
// budget in `npm test` and by `npm run visual:accept`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const baselineDir = fileURLToPath(new URL('../e2e/visual/__screenshots__', import.meta.url));
/** Bytes of PNG the baselines may hold (decimal MB, as printed). */
export const baselineBudget = 15e6;

/**
 * The baselines in `dir`: how many, their bytes, and the groups of files that hold the same picture
 * (byte for byte: Playwright and optipng write a given picture the same way every time).
 */
export function baselineReport(dir = baselineDir) {
  const names = readdirSync(dir).filter((name) => name.endsWith('.png'));
  const byHash = new Map();
  let bytes = 0;
  for (const name of names) {
    const content = readFileSync(join(dir, name));
    bytes += content.length;
    const hash = createHash('sha256').update(content).digest('hex');
    byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
  }
  const duplicates = [...byHash.values()].filter((group) => group.length > 1).map((group) => group.sort());
  return { count: names.length, bytes, duplicates };
}

/** Prints the report; returns the problems (over budget, the same picture twice), none when fine. */
export function printBaselineReport(report = baselineReport()) {
  console.log(
    `\nPixel baselines: ${report.count} pictures, ${(report.bytes / 1e6).toFixed(2)} MB (budget ${baselineBudget / 1e6} MB), ${report.duplicates.length} picture(s) held twice`,
  );
  const problems = [];
  if (report.bytes > baselineBudget)
    problems.push(
      `The baselines hold ${(report.bytes / 1e6).toFixed(2)} MB, over their ${baselineBudget / 1e6} MB budget: draw leaf components at one width, and only what the themes change in every theme.`,
    );
  for (const group of report.duplicates)
    problems.push(
      `The same picture is held ${group.length} times: ${group.join(', ')}. Let all but one take no picture (parameters: { chromatic: { disableSnapshot: true } }) or let each show a state of its own.`,
    );
  for (const problem of problems) console.error(problem);
  return problems;
}
