import type { FeatureTexts } from '@portal/features/texts';
import type platform from '@portal/platform/locales/es.json';
import type ui from '@portal/ui/locales/es.json';
import type app from './locales/es.json';

/**
 * Typed keys (docs/TEXTS.md): every `t('…')` of the portal is checked against the Spanish texts of
 * its namespace, so a missing or misspelt key fails `tsc`, not a test that happens to draw it.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: FeatureTexts & { ui: typeof ui; platform: typeof platform; app: typeof app };
  }
}
