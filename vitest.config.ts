import { fileURLToPath } from 'node:url';
import { firstFileTexts } from '@portal/features/texts';
import { translationsPlugin } from '@portal/platform/vite';
import { uiAliases } from '@portal/ui/vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Real Chromium (Debian's, or CHROME_PATH): no browser download. */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

export default defineConfig({
  test: {
    // Story coverage (`--coverage.enabled` on the storybook project, scripts/story-coverage.mjs):
    // which component files the stories render.
    coverage: {
      provider: 'v8',
      include: ['packages/ui/src/**/*.tsx', 'packages/features/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      reporter: ['json'],
      reportsDirectory: 'coverage/stories',
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Rules, schemas and handlers in Node: one module graph per worker, not one per file.
          // Importing was three quarters of the run (43 s against 11 s on 2 cores); every file
          // starts its own state (the mock store is reset per test, fake timers are undone in
          // afterEach), and the run passes shuffled (`--sequence.shuffle`).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/vite/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/*.test.ts',
            'scripts/**/*.test.ts',
            'e2e/*.test.ts',
            '.storybook/*.test.ts',
          ],
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        // The UI's own scroll lock, as in the portal's build (@portal/ui/vite).
        resolve: { alias: uiAliases },
        // Pre-bundled up front: a mid-run re-optimisation reloads the page and fails the test.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'react-i18next',
            'i18next',
            '@radix-ui/react-toast',
            '@radix-ui/react-dialog',
            '@radix-ui/react-tooltip',
            '@radix-ui/react-dropdown-menu',
            '@radix-ui/react-popover',
            // The portal's own browser tests (apps/portal) import the features and platform barrels.
            'react-router',
            '@tanstack/react-query',
            'zod/mini',
            'oidc-client-ts',
            'react-hook-form',
            '@hookform/resolvers/zod',
            '@sentry/react',
          ],
        },
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.tsx', 'apps/*/src/**/*.browser.test.tsx'],
          browser: chromium(),
        },
      },
      {
        plugins: [
          storybookTest({ configDir: `${root}.storybook` }),
          translationsPlugin(root, { firstFile: firstFileTexts }),
        ],
        resolve: { alias: uiAliases },
        test: {
          name: 'storybook',
          browser: chromium(),
        },
      },
    ],
  },
});
