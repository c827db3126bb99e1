export { createI18n, type PortalI18n } from './createI18n.ts';
export * from './languages.ts';
export * from './loadTranslations.ts';
export { forgetFailedTexts, loadTexts, useTexts } from './textsLoader.ts';
