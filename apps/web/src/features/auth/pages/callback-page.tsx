import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

/** The page shows only the heading 'Callback'. */
export function CallbackPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('Callback')}</PageTitle>
      <Title order={1}>{t('Callback')}</Title>
    </>
  );
}
