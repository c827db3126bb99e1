import { describe, expect, it } from 'vitest';
import { partOf } from './firstPageParts.mjs';

describe('whose bytes a bundled module is (the first page’s attribution table)', () => {
  it.each([
    ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['/repo/node_modules/@tanstack/query-core/build/modern/query.js', '@tanstack/query-core'],
    ['C:\\repo\\node_modules\\zod\\v4\\core\\schemas.js', 'zod'],
    ['/repo/node_modules/.pnpm/x/node_modules/i18next/dist/esm/i18next.js', 'i18next'],
    ['/repo/packages/platform/src/auth/sessionStore.ts', '@portal/platform'],
    ['/repo/packages/ui/src/tokens/scales.ts', '@portal/ui'],
    ['/repo/apps/portal/src/main.tsx', 'apps/portal'],
    ['/repo/apps/portal/index.html', 'apps/portal'],
    ['/repo/mocks/src/browser.ts', '@portal/mocks'],
    ['\u0000rolldown/runtime.js', '(bundler runtime and other)'],
  ])('%s belongs to %s', (id, part) => {
    expect(partOf(id)).toBe(part);
  });
});
