import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a page (or one part of it, named by `title`) shows when what it reads could not be read (not a missing thing: that one leaves), with Try again. */
export function LoadFailed({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title ?? t('This page could not be read')}>
      <Button mt="sm" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </Alert>
  );
}
