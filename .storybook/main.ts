import { fileURLToPath } from 'node:url';
import { firstFileTexts } from '@portal/features/texts';
import { translationsPlugin } from '@portal/platform/vite';
import { uiAliases } from '@portal/ui/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { msw } from 'msw/vite';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../packages/*/src/**/*.stories.tsx'],
  addons: [
    // GitHub-flavoured markdown (tables, task lists) in the MDX docs pages: MDX 3 has none built in.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The workshop opens on the project's Introduction, not on Storybook's own "Get started" checklist
  // and its "Guide" menu entry (both on by default in dev mode since Storybook 10).
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [
        vanillaExtractPlugin(),
        translationsPlugin(repositoryRoot, { firstFile: firstFileTexts }),
        msw({ mode: 'worker-only' }),
      ],
      // The UI's own scroll lock in place of react-remove-scroll-bar's <style> element.
      resolve: { alias: uiAliases },
      // Pre-bundle what stories import, so Vite does not re-optimise in the middle of a test run.
      optimizeDeps: {
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-router',
          'react-i18next',
          'i18next',
          '@tanstack/react-query',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          'zod/mini',
          '@radix-ui/react-dialog',
          '@radix-ui/react-popover',
          '@radix-ui/react-tooltip',
          '@radix-ui/react-toast',
          '@radix-ui/react-dropdown-menu',
        ],
      },
    });
  },
};

export default config;
