import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ACCESS_CODE_MAX_LENGTH,
  SIGNER_CODE_DIGITS,
  SIGNER_CODE_MINUTES,
  type SignerCodeVerification,
  signerVerificationCodeSchema,
} from '@signflow/contract/signer-verification';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keepSigningSession } from '../../../api/signing-session-token';
import { ActionError, useActionFailure } from '../../../components/action-error';
import { useFieldProps } from '../../../components/use-field-props';
import { useSendSignerCodeMutation, useVerifySignerMutation } from '../api/signing-api';
import classes from './signing.module.css';

interface SignerVerificationStepProps {
  token: string;
  documentId: string;
  method: SignerCodeVerification;
  /** Where a mailed code goes, partly hidden. */
  sentTo: string | null;
  /** The check passed: the session is kept for this tab, and the document may load. */
  onPassed: () => void;
}

/**
 * Before the document opens, a signer who proves who they are types their code (docs/domain.md#signer-verification):
 * the one mailed to them as the step opens (and again on asking), or the access code the sender gave them.
 */
export function SignerVerificationStep({ token, documentId, method, sentTo, onPassed }: SignerVerificationStepProps) {
  const { t } = useTranslation();
  const [sendCode, sending] = useSendSignerCodeMutation();
  const [verify] = useVerifySignerMutation();
  const { failure, attempt } = useActionFailure();
  const [sentAgain, setSentAgain] = useState(false);
  const form = useForm({ resolver: zodResolver(signerVerificationCodeSchema), defaultValues: { code: '' } });
  const field = useFieldProps(form);
  const mailed = method === 'email_code';

  // One code as the step opens; a code asked for a moment ago (a reload) is still on its way: its 429 says nothing new.
  const askedOnce = useRef(false);
  useEffect(() => {
    if (!mailed || askedOnce.current) return;
    askedOnce.current = true;
    sendCode({ token, documentId });
  }, [mailed, sendCode, token, documentId]);

  const submit = form.handleSubmit(async ({ code }) => {
    await attempt(async () => {
      const passed = await verify({ token, documentId, code }).unwrap();
      keepSigningSession(token, passed.sessionToken);
      onPassed();
    });
  });

  return (
    <main className={classes.notice}>
      <Paper withBorder shadow="xs" p="xl" maw={480} w="100%">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('Prove who you are')}
            </Title>
            <Text role="status" style={{ overflowWrap: 'anywhere' }}>
              {mailed
                ? t('We sent a code of {{digits}} digits to {{email}}. It works for {{minutes}} minutes.', {
                    digits: String(SIGNER_CODE_DIGITS),
                    email: sentTo ?? t('your e-mail address'),
                    minutes: String(SIGNER_CODE_MINUTES),
                  })
                : t('Type the access code the sender gave you. It did not come with this link.')}
            </Text>
            <TextInput
              label={mailed ? t('Code from the e-mail') : t('Access code')}
              inputMode={mailed ? 'numeric' : 'text'}
              autoComplete={mailed ? 'one-time-code' : 'off'}
              maxLength={mailed ? SIGNER_CODE_DIGITS : ACCESS_CODE_MAX_LENGTH}
              {...field('code')}
            />
            <ActionError failure={failure} />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              {t('Continue to the document')}
            </Button>
            {mailed && (
              <Button
                variant="subtle"
                size="compact-sm"
                loading={sending.isLoading}
                onClick={async () => {
                  setSentAgain(false);
                  const sent = await attempt(() => sendCode({ token, documentId }).unwrap());
                  setSentAgain(sent);
                  // The code typed before is the old one's.
                  if (sent) form.reset({ code: '' });
                }}
              >
                {t('Send a new code')}
              </Button>
            )}
            {sentAgain && <Text size="sm">{t('A new code is on its way.')}</Text>}
          </Stack>
        </form>
      </Paper>
    </main>
  );
}
