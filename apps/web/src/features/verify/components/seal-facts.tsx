import { Title } from '@mantine/core';
import type { VerifyResponse } from '@signflow/contract/verify';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { formatDateTime } from '../../../i18n/format-date';

/** What the file's own seal shows, part by part, and whether this installation's register knows the file. */
export function SealFacts({ verdict }: { verdict: VerifyResponse }) {
  const { t, i18n } = useTranslation();
  const { signature, register } = verdict;
  const since = {
    null: t('Unchanged'),
    appended: t('Changed: bytes were added after the seal (an incremental update)'),
    altered: t('Changed: bytes the seal covers were altered'),
  }[signature.change ?? 'null'];
  const certificate = signature.signer?.trusted
    ? t('Trusted')
    : signature.signer?.selfSigned
      ? t('Self-signed, not trusted')
      : t('Not trusted');
  const time = signature.timestamp
    ? t('{{time}}, from {{authority}}', {
        time: formatDateTime(signature.timestamp.time, i18n.language),
        authority: signature.timestamp.authority,
      })
    : t('None: its time is the signer’s own clock');
  return (
    <>
      <Title order={3} size="h4">
        {t('The seal')}
      </Title>
      <FactList
        cols={{ base: 1, sm: 2 }}
        facts={[
          { label: t('Digital signature'), value: signature.valid ? t('Valid') : t('Does not hold') },
          { label: t('Since it was sealed'), value: since },
          { label: t('Sealed by'), value: signature.signer?.subject ?? '—' },
          { label: t('Certificate issued by'), value: signature.signer?.issuer ?? '—' },
          { label: t('Certificate'), value: certificate },
          { label: t('Trusted time'), value: time },
          {
            label: t('Long-term validation'),
            value: signature.longTermValidation ? t('Validation data embedded') : t('No validation data embedded'),
          },
          {
            label: t('This installation’s register'),
            value: register.known ? t('Knows this file') : t('Does not know this file'),
          },
        ]}
      />
    </>
  );
}
