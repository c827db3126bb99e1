export { cspNoncePlaceholder } from '../src/config/securityHeaders.ts';
export { productLanguage } from '../src/i18n/languages.ts';
export { compressibleType, encodingFor } from './contentEncoding.ts';
export { i18nextOnDemand, isReactI18nextImportOfI18next, selectorKeysModule } from './i18nextOnDemand.ts';
export { newNonce, type SecurityHeadersOptions, securityHeadersPlugin } from './securityHeaders.ts';
export { localeFolders, readNamespaces, translationAsset, translationsPlugin } from './translations.ts';
