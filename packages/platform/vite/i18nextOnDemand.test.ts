import { describe, expect, it } from 'vitest';
import { isReactI18nextImportOfI18next } from './i18nextOnDemand.ts';

describe('which imports of i18next the app build points at the stand-in', () => {
  it.each([
    ['i18next', '/repo/node_modules/react-i18next/dist/es/useTranslation.js', true],
    ['i18next', 'C:\\repo\\node_modules\\react-i18next\\dist\\es\\TransWithoutContext.js', true],
    ['i18next', '/repo/packages/platform/src/i18n/createI18n.ts', false],
    ['i18next', '/repo/node_modules/i18next-http-backend/index.js', false],
    ['i18next', undefined, false],
    ['react', '/repo/node_modules/react-i18next/dist/es/useTranslation.js', false],
    ['i18next/package.json', '/repo/node_modules/react-i18next/dist/es/utils.js', false],
  ] as const)('%s from %s: %s', (source, importer, expected) => {
    expect(isReactI18nextImportOfI18next(source, importer)).toBe(expected);
  });
});
