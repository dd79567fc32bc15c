import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentListItem } from '../../../api/document-types';
import { formatCount } from '../../../i18n/format-number';

/**
 * A listed document's signers: '2 of 3 signed', and who is still waiting, on hover and on keyboard focus (a tooltip
 * of the focusable count, also read out by screen readers), or as visible text where there is no hover (cards).
 */
export function SigningProgress({ document, waitingVisible }: { document: DocumentListItem; waitingVisible: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { signed, total, waiting } = document.progress ?? { signed: 0, total: 0, waiting: [] };
  if (total === 0) return null;
  const count = t('{{signed}} of {{total}} signed', {
    signed: formatCount(signed, i18n.language),
    total: formatCount(total, i18n.language),
  });
  // A draft is signed by nobody yet, and a finished document waits for nobody any more.
  const waitingText =
    document.status === 'Sent' && waiting.length > 0 ? t('Waiting for: {{names}}', { names: waiting.join(', ') }) : '';
  if (document.status === 'Draft')
    return <Text size="sm">{t('Signers: {{number}}', { number: formatCount(total, i18n.language) })}</Text>;
  if (!waitingText) return <Text size="sm">{count}</Text>;
  if (waitingVisible) {
    return (
      <Text size="sm">
        {count}
        <br />
        <Text span size="sm" c="dimmed">
          {waitingText}
        </Text>
      </Text>
    );
  }
  return (
    <>
      <Tooltip label={waitingText} events={{ hover: true, focus: true, touch: true }} multiline maw={280} withArrow>
        <Text
          size="sm"
          tabIndex={0}
          aria-describedby={id}
          td="underline"
          style={{ textDecorationStyle: 'dotted', cursor: 'help', width: 'fit-content' }}
        >
          {count}
        </Text>
      </Tooltip>
      <VisuallyHidden id={id}>{waitingText}</VisuallyHidden>
    </>
  );
}
