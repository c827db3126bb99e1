import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';

/** What a page's axe run found: each violation with its nodes (selector and axe's own message). */
export interface AxeViolation {
  id: string;
  nodes: { target: unknown[]; any: { message?: string }[] }[];
}

interface AxeWindow {
  axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
}

/**
 * axe-core once in a frame's document, configured for same-origin frames (its legacy frame mode).
 * Read as a file: importing axe-core would run it in Node, which has no document.
 */
const axeSource = readFileSync(new URL(import.meta.resolve('axe-core/axe.min.js')), 'utf8');
const axeScript = `${axeSource}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * Puts axe into a frame's document unless it is there already. A walk that moves inside the app
 * (history, no reload) keeps its document, so axe is evaluated once per page, not once per check:
 * `@axe-core/playwright` evaluated its 600 KB source twice in the page and once in every frame on
 * every check, about half of a check's time on 2 cores. A frame that does not answer within a
 * second (a cross-origin one, the provider's session check) is left out, as that library did.
 */
async function ensureAxe(frame: Frame): Promise<void> {
  const inject = frame
    .evaluate(() => typeof (window as AxeWindow).axe === 'undefined')
    .then((missing) => (missing ? frame.evaluate(axeScript) : undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1000);
  });
  await Promise.race([inject.catch(() => undefined), timeout]);
  clearTimeout(timer);
}

/**
 * axe on the whole page as it is (same-origin frames included), violations only: the checks of
 * axe's legacy frame mode, where the default mode gathers every frame's results in a new blank
 * page and reports passes and inapplicable rules too (1.0-1.3 s a check against 0.4 s).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  for (const frame of page.frames()) await ensureAxe(frame);
  return page.evaluate(async () => {
    const runner = (window as AxeWindow).axe;
    if (!runner) throw new Error('axe is not in the page');
    const { violations } = await runner.run(document, { resultTypes: ['violations'] });
    return violations;
  });
}
