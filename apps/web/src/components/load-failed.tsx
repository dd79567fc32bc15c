import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a page shows when what it reads could not be read (not a missing thing: that one leaves), with Try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('This page could not be read')}>
      <Button mt="sm" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </Alert>
  );
}
