import { webPaths } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '../../../api/document-types';
import { RowAction } from '../../../components/row-action';

/** Opens the document's audit trail, from any list the document is on. */
export function HistoryButton({ document }: { document: DocumentSummary }) {
  const { t } = useTranslation();
  return (
    <RowAction
      variant="default"
      to={webPaths.documentHistory(document.id)}
      label={t('History of {{name}}', { name: document.name })}
    >
      {t('History')}
    </RowAction>
  );
}
