import { Badge } from '@mantine/core';
import type { DocumentStatus } from '@signflow/contract/documents';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<DocumentStatus, string> = {
  Draft: 'gray',
  Sent: 'blue',
  Completed: 'green',
  Rejected: 'red',
  Revision: 'orange',
  Cancelled: 'dark',
};

/** A badge whose words wrap in a narrow table cell instead of being cut short ('COMP…'). */
export const WRAPPING_BADGE_STYLES = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.4 },
} as const;

/** A document's status, in the colour every screen gives it. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" styles={WRAPPING_BADGE_STYLES}>
      {t(status)}
    </Badge>
  );
}
