import 'i18next';
import type { en } from './en';

// Typed keys: t('Sign in') compiles only when the text is in en.ts, so no screen shows an untranslated text.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    keySeparator: false;
    nsSeparator: false;
  }
}
