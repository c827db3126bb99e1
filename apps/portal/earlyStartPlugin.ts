import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** The early start's source (src/boot/earlyStart.ts says what it does). */
export const earlyStartEntry = fileURLToPath(new URL('src/boot/earlyStart.ts', import.meta.url));

/**
 * Builds the early start as one file of its own (at most 2 KB gzip: `npm run size`), with nothing to import (every byte it needs
 * inlined, so no second request stands between it and its calls), and loads it from index.html
 * before the app's script, `async` so it runs the moment it arrives. An external file, so the
 * strict CSP ('self') allows it with no inline script. Production builds only: in the demo the
 * mock backend starts with the app's script, and a call sent before it would reach no one.
 */
export function earlyStart(options: { enabled: boolean; base: string }): Plugin {
  let fileName: string | undefined;
  return {
    name: 'portal-early-start',
    apply: 'build',
    // Before Vite writes index.html (its own generateBundle), so the file's name is known by then.
    enforce: 'pre',
    async generateBundle() {
      if (!options.enabled) return;
      const bundle = await rolldown({
        input: earlyStartEntry,
        platform: 'browser',
        logLevel: 'silent',
      });
      const { output } = await bundle.generate({ format: 'esm', minify: true });
      await bundle.close();
      const [chunk, ...rest] = output;
      if (chunk?.type !== 'chunk' || rest.some((item) => item.type === 'chunk'))
        this.error('The early start must build into one file with nothing to import.');
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      fileName = `assets/early-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!options.enabled || !fileName || !context.filename.endsWith('index.html')) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `${options.base}${fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
