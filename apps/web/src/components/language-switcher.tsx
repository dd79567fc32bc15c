import type { Language } from '@signflow/contract/languages';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../api/api-error';
import { useUpdateLanguageMutation } from '../api/session-api';
import { switchLanguage } from '../i18n';
import { selectIsLoggedIn } from '../session/auth-slice';
import { useAppSelector } from '../store/hooks';
import { LanguageSelect } from './language-select';

/** Changes the interface language; a signed-in choice is also kept on the account. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [saveLanguage] = useUpdateLanguageMutation();

  const change = async (language: Language) => {
    await switchLanguage(language);
    if (isLoggedIn) saveLanguage({ language }).unwrap().catch(notifyApiError);
  };

  return <LanguageSelect label={t('Language')} value={i18n.language} onChange={(language) => void change(language)} />;
}
