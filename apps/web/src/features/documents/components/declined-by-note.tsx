import { Text } from '@mantine/core';
import type { DeclinedBy } from '@signflow/contract/documents';
import { useTranslation } from 'react-i18next';

/**
 * Who sent the document back (or rejected it) and the reason they gave, in their words; a list shows its first lines
 * (`lineClamp`), the Prepare again dialog and the History the whole of it.
 */
export function DeclinedByNote({ declinedBy, lineClamp }: { declinedBy: DeclinedBy; lineClamp?: number }) {
  const { t } = useTranslation();
  const { name, reason } = declinedBy;
  const revision = declinedBy.decision === 'revision';
  const text = reason
    ? revision
      ? t('{{name}} asked for a revision: “{{reason}}”', { name, reason })
      : t('{{name}} rejected it: “{{reason}}”', { name, reason })
    : revision
      ? t('{{name}} asked for a revision', { name })
      : t('{{name}} rejected it', { name });
  return (
    <Text size="sm" lineClamp={lineClamp} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {text}
    </Text>
  );
}
