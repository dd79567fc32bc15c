import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-title';

/** The page shows only the heading 'Callback'. */
export function CallbackPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('Callback')}</PageHeading>;
}
