export { cspNoncePlaceholder } from '../src/config/securityHeaders.ts';
export { newNonce, type SecurityHeadersOptions, securityHeadersPlugin } from './securityHeaders.ts';
export { localeFolders, readTranslationFile, translationsPlugin } from './translations.ts';
