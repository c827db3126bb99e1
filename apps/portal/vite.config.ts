import { fileURLToPath } from 'node:url';
import { translationsPlugin } from '@portal/platform/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig(({ mode }) => ({
  // Absolute base: deep links (/goals/12, /auth/login/?code=...) must find the assets. A deployment
  // under a sub-path builds with PORTAL_BASE=/that/path/.
  base: process.env.PORTAL_BASE ?? '/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    translationsPlugin(repositoryRoot),
    // The mock worker script exists only in demo builds and the dev server.
    ...(mode === 'demo' ? [msw({ mode: 'worker-only' })] : []),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2023',
    sourcemap: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        silentRefresh: fileURLToPath(new URL('silent-refresh.html', import.meta.url)),
      },
    },
  },
}));
