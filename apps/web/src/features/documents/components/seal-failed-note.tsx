import { Badge, Stack, Text } from '@mantine/core';
import type { DocumentSummary } from '@signflow/contract/documents';
import { useTranslation } from 'react-i18next';

/** The id of a document's sealing-failed explanation, which its Retry sealing button is described by. */
export const sealFailedNoteId = (document: DocumentSummary) => `seal-failed-${document.id}`;

/** Under a Completed document's status, when sealing it gave up: said plainly, with what to do. */
export function SealFailedNote({ document }: { document: DocumentSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mt={6} maw={260} align="flex-start">
      <Badge color="red.8" variant="filled">
        {t('Sealing failed')}
      </Badge>
      <Text size="xs" id={sealFailedNoteId(document)}>
        {t(
          'The signed copy could not be sealed, so nobody has received it yet. Retry sealing; if it fails again, ask your administrator.',
        )}
      </Text>
    </Stack>
  );
}
