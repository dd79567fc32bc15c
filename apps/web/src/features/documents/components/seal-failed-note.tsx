import { Badge, Box, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '../../../api/document-types';
import { WRAPPING_BADGE_STYLES } from '../../../components/document-status-badge';

/** The id of a document's sealing-failed explanation, which its Retry sealing button is described by. */
const sealFailedNoteId = (document: DocumentSummary) => `seal-failed-${document.id}`;

/** The id of a document's sealing state under its status, where Retry sealing leaves the focus. */
export const sealStateId = (document: DocumentSummary) => `seal-state-${document.id}`;

interface SealStateNoteProps {
  document: DocumentSummary;
  /** Whether the row says what failed below the document, so the note shows only its badge. */
  explained: boolean;
  /** Retried on this visit: its note stays once sealed, as the focus was left on it. */
  retried: boolean;
}

/**
 * Under a Completed document's status until it is sealed: being sealed, or failed with what to do. A live
 * region, so a change after Retry sealing is read out.
 */
export function SealStateNote({ document, explained, retried }: SealStateNoteProps) {
  const { t } = useTranslation();
  if (document.sealState === null || (document.sealState === 'sealed' && !retried)) return null;
  return (
    <Box role="status" id={sealStateId(document)} tabIndex={-1} mt={6} maw={260} w="fit-content">
      {document.sealState === 'sealed' ? (
        <Badge color="green" variant="light" styles={WRAPPING_BADGE_STYLES}>
          {t('Sealed')}
        </Badge>
      ) : document.sealState === 'pending' ? (
        <Badge color="blue" variant="light" styles={WRAPPING_BADGE_STYLES}>
          {t('Sealing…')}
        </Badge>
      ) : (
        <Stack gap={4} align="flex-start">
          <Badge color="red.8" variant="filled" styles={WRAPPING_BADGE_STYLES}>
            {t('Sealing failed')}
          </Badge>
          {!explained && <SealFailedExplanation document={document} />}
        </Stack>
      )}
    </Box>
  );
}

/** Why a document whose sealing failed has reached nobody, and what to do. */
export function SealFailedExplanation({ document }: { document: DocumentSummary }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" id={sealFailedNoteId(document)}>
      {t(
        'The signed copy could not be sealed, so nobody has received it yet. Retry sealing; if it fails again, ask your administrator.',
      )}
    </Text>
  );
}

interface RetrySealingButtonProps {
  document: DocumentSummary;
  loading: boolean;
  fullWidth?: boolean;
  onRetry: (document: DocumentSummary) => void;
}

/** Starts sealing a failed document again; described by the explanation of what failed. */
export function RetrySealingButton({ document, loading, fullWidth, onRetry }: RetrySealingButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      color="red.8"
      fullWidth={fullWidth}
      loading={loading}
      onClick={() => onRetry(document)}
      aria-label={t('Retry sealing {{name}}', { name: document.name })}
      aria-describedby={sealFailedNoteId(document)}
    >
      {t('Retry sealing')}
    </Button>
  );
}
