import { describe, expect, it } from 'vitest';
import { isOwnFile } from './ownFiles.ts';

describe('isOwnFile', () => {
  it.each([
    ['http://127.0.0.1:4173/assets/main-BhOzHRt9.js', true],
    ['http://127.0.0.1:4173/assets/s-BPubXp3I.css', true],
    ['http://127.0.0.1:4173/assets/inter-latin-400-700.woff2', true],
    ['http://127.0.0.1:4173/assets/i18n/es.json', true],
    ['http://127.0.0.1:4173/assets/asesores.pdf', true],
    ['http://127.0.0.1:4173/config.json', true],
    ['http://127.0.0.1:4173/portal/favicon.svg', true],
    ['http://127.0.0.1:6006/sb-addons/common-manager-bundle.js', true],
    ['http://localhost:63315/@vite/client', true],
    ['http://localhost:63315/@fs/work/main/packages/ui/src/index.ts', true],
    ['http://localhost:63315/node_modules/.vite/deps/react.js', true],
    ['http://localhost:63315/packages/ui/src/Button/Button.tsx', true],
    ['http://127.0.0.1:4173/api/goals/101/history', false],
    ['http://127.0.0.1:4173/api/Files/conduct-2026', false],
    ['http://127.0.0.1:4173/api/export/movements.json', false],
    ['http://127.0.0.1:4173/rpc/user/getCurrentUser', false],
    ['http://127.0.0.1:4173/goals/101', false],
  ])('%s → %s', (url, own) => {
    expect(isOwnFile(new URL(url))).toBe(own);
  });
});
