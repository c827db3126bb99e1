import { fileURLToPath } from 'node:url';

/**
 * The build's aliases for what the UI replaces in its dependencies. react-remove-scroll (under
 * Radix's Dialog and modal DropdownMenu) locks the page through react-remove-scroll-bar, which
 * writes a <style> element at run time; the UI's own scroll lock does the same through a static
 * stylesheet, so the portal runs under a strict CSP with no nonce (any static host). Vite's
 * `resolve.alias` takes these in the portal, Storybook and the browser tests alike.
 */
export const uiAliases = [
  {
    find: /^react-remove-scroll-bar$/,
    replacement: fileURLToPath(new URL('../src/scrollLock/RemoveScrollBar.tsx', import.meta.url)),
  },
];
