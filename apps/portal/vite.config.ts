import { fileURLToPath } from 'node:url';
import { firstFileTexts } from '@portal/features/texts';
import {
  cspNoncePlaceholder,
  i18nextOnDemand,
  productLanguage,
  securityHeadersPlugin,
  translationAsset,
  translationsPlugin,
} from '@portal/platform/vite';
import { uiAliases } from '@portal/ui/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups, eagerlyCompiledChunks } from './chunkGroups.ts';
import { earlyStart } from './earlyStartPlugin.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The text font (Inter, cut to what a Spanish page draws) is asked for with the page, not when the
 * first text is laid out after the scripts ran, but behind the scripts (fetchpriority low): the
 * page cannot draw anything before them, and on a phone's network the font's bytes went first.
 * Text that draws before it arrives uses the fallback face sized like Inter (ThemeRoot/fonts.css),
 * so the swap moves nothing (layout shift).
 */
function preloadTextFont(): Plugin {
  return {
    name: 'portal-preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The silent-renewal iframe draws no text.
        if (!context.filename.endsWith('index.html')) return [];
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-400-700-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              fetchpriority: 'low',
              type: 'font/woff2',
              href: `${base}${font}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
/**
 * The runtime configuration and the Spanish texts are asked for with the page, beside the scripts:
 * the boot waits for both before it can ask for the client, and the script that asks for them runs
 * only once it has downloaded and evaluated. `crossorigin` makes each preload a CORS request that the
 * boot's fetch() reuses.
 */
function preloadBootData(): Plugin {
  return {
    name: 'portal-preload-boot-data',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.filename.endsWith('index.html')) return [];
        return [`${base}config.json`, `${base}${translationAsset(productLanguage)}`].map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', href, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
const base = process.env.PORTAL_BASE ?? '/';

export default defineConfig(({ mode }) => ({
  // Absolute base: deep links (/goals/12, /auth/login/?code=...) must find the assets. A deployment
  // under a sub-path builds with PORTAL_BASE=/that/path/.
  base,
  plugins: [
    react(),
    // i18next loads beside the translations, not in the first script (platform's selectorKeys.ts).
    i18nextOnDemand(),
    preloadTextFont(),
    preloadBootData(),
    // The first page's calls sent by a script of their own before the app's (boot/earlyStart.ts).
    earlyStart({ enabled: mode !== 'demo', base }),
    vanillaExtractPlugin(),
    translationsPlugin(repositoryRoot, { firstFile: firstFileTexts }),
    // `vite preview` answers as production does (docs/deploy/nginx.conf): the strict CSP of
    // config.json with a nonce per response. PORTAL_CONFIG names another config.json to serve
    // (the e2e tests' provider), the policy then follows that file.
    securityHeadersPlugin({ configFile: process.env.PORTAL_CONFIG }),
    // The mock worker script exists only in demo builds and the dev server. The app's own service
    // worker (updates, docs/RULES.md#app-update) exists only in the other builds: both would claim the same scope.
    // In demo mode the PWA plugin stays, disabled, so `virtual:pwa-register` still resolves (to a
    // no-op) for the dev server's import analysis: without it `npm start` answered HTTP 500.
    ...(mode === 'demo' ? [msw({ mode: 'worker-only' })] : []),
    VitePWA({
      disable: mode === 'demo',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Portal de clientes',
        short_name: 'Portal',
        lang: 'es-CL',
        start_url: '.',
        display: 'standalone',
        background_color: '#f1f5f9',
        theme_color: '#0b3d91',
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        // The shell, and what every page draws with before its data: the text font and the texts.
        // Without them a second visit still waited on the network for 40 KB (Lighthouse, warm).
        globPatterns: ['**/*.{js,css,html}', 'assets/*.woff2', 'assets/i18n/*.json', 'assets/i18n/*/*.json'],
        // The runtime configuration must always come from the server.
        globIgnores: ['**/config.json', '**/silent-refresh.html'],
        // Files (the advisors' PDF, downloads) and the API are never answered with the app's page.
        navigateFallbackDenylist: [/^\/silent-refresh\.html/, /^\/api\//, /\.[a-z0-9]+$/i],
      },
    }),
  ],
  // The UI's own scroll lock in place of react-remove-scroll-bar's <style> element (@portal/ui/vite).
  resolve: { alias: uiAliases },
  // The build marks every tag that needs the page's nonce; the server writes the value (above).
  html: { cspNonce: cspNoncePlaceholder },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2023',
    // Every browser of an es2023 target preloads modules itself: the polyfill only cost first-page bytes.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        silentRefresh: fileURLToPath(new URL('silent-refresh.html', import.meta.url)),
      },
      output: {
        // Every lazy import carries the file names of what it needs, and that list rides in the
        // first page's script: shared chunks and style sheets go by their hash alone (about 0.8 KB
        // gzip less on the first page); pages, frames and layouts keep their names for debugging.
        chunkFileNames: (chunk) =>
          /(Page|Frame|Layout)$/.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/s-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // The overlays' code (menus, popovers, tooltips and the Radix under them) arrives in idle
        // time after the first page; V8 then compiles each function only when it first runs, which
        // was the first opening of the user menu: the hint compiles them all as the file loads.
        postBanner: (chunk) =>
          eagerlyCompiledChunks.includes(chunk.name) ? '//# allFunctionsCalledOnLoad' : '',
        // Few, larger chunks where every session goes (chunkGroups.ts says why and which).
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
}));
