import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignerRecord } from '../../../api/document-types';
import classes from './signing.module.css';

/** Who asks the signer to sign, what and why: above the document's first page, before its first field. */
export function SigningIntro({ record }: { record: SignerRecord }) {
  const { t } = useTranslation();
  const { sender, message, document } = record;
  return (
    <Paper component="section" withBorder p="sm" className={classes.intro} aria-label={t('About this request')}>
      <Text size="sm" className={classes.introText}>
        {t('{{name}} ({{email}}) asks you to sign “{{document}}”.', {
          name: sender.name,
          email: sender.email,
          document: document.name,
        })}
      </Text>
      {message && (
        <>
          <Text size="xs" c="dimmed" mt={6}>
            {t('Message from {{name}}:', { name: sender.name })}
          </Text>
          <Text size="sm" component="blockquote" className={classes.introMessage}>
            {message}
          </Text>
        </>
      )}
    </Paper>
  );
}
