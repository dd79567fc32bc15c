import { Button } from '@mantine/core';
import type { DocumentSummary } from '@signflow/contract/documents';
import { webPaths } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Opens the document's audit trail (issue 6), from any list the document is on. */
export function HistoryButton({ document }: { document: DocumentSummary }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="default"
      component={Link}
      to={webPaths.documentHistory(document.id)}
      aria-label={t('History of {{name}}', { name: document.DocName })}
    >
      {t('History')}
    </Button>
  );
}
