import { Badge } from '@mantine/core';
import type { DocumentStatus } from '@signflow/contract/documents';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<DocumentStatus, string> = {
  Draft: 'gray',
  Sent: 'blue',
  Completed: 'green',
  Rejected: 'red',
  Revision: 'orange',
};

/** A document's status (DESIGN §5), in the colour every screen gives it. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(status)}
    </Badge>
  );
}
