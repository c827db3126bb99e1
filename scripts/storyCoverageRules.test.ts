import { describe, expect, it } from 'vitest';
import { componentsNoStoryRenders, isComponentFile } from './storyCoverageRules.mjs';

describe('story coverage: which components no story renders', () => {
  it.each([
    ['/repo/packages/ui/src/Button/Button.tsx', true],
    ['/repo/packages/ui/src/Button/Button.stories.tsx', false],
    ['/repo/packages/ui/src/Button/Button.browser.test.tsx', false],
    ['/repo/packages/ui/src/Button/button.css.ts', false],
    ['/repo/packages/features/src/flows/useIdempotentConfirm.ts', false],
  ])('%s is a component file: %s', (file, expected) => {
    expect(isComponentFile(file)).toBe(expected);
  });

  const files = ['/a/Rendered.tsx', '/a/LoadedNeverDrawn.tsx', '/a/NeverLoaded.tsx', '/a/NoFunctions.tsx'];
  it.each([
    ['a component whose functions ran is covered', '/a/Rendered.tsx', false],
    ['a component loaded but never called is reported', '/a/LoadedNeverDrawn.tsx', true],
    ['a component no story loads is reported', '/a/NeverLoaded.tsx', true],
    ['a file without functions (constants) is not reported', '/a/NoFunctions.tsx', false],
  ])('%s', (_, file, reported) => {
    const missing = componentsNoStoryRenders(files, {
      '/a/Rendered.tsx': { f: { 0: 3, 1: 0 } },
      '/a/LoadedNeverDrawn.tsx': { f: { 0: 0, 1: 0 } },
      '/a/NoFunctions.tsx': { f: {} },
    });
    expect(missing.includes(file)).toBe(reported);
  });
});
