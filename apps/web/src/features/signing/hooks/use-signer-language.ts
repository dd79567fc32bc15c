import type { Language } from '@signflow/contract/languages';
import { useEffect } from 'react';
import { keptLanguage, showLanguage } from '../../../i18n';
import { signerLanguage } from '../signer-language';

/**
 * Shows a signer's page in their language (signerLanguage): the browser's at once, the invitation's once the link
 * has answered with it. Nothing is kept: only the switcher's choice is.
 */
export function useSignerLanguage(invitation: Language | undefined) {
  useEffect(() => {
    const language = signerLanguage({ kept: keptLanguage(), browser: navigator.languages ?? [], invitation });
    if (language) void showLanguage(language);
  }, [invitation]);
}
