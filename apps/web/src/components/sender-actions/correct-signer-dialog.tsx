import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { SignerTimeline } from '@signflow/contract/sender-controls';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError, translationKeyOf } from '../../api/api-error';
import { useGetAuditTrailQuery } from '../../api/audit-trail-api';
import { useCorrectSignerMutation } from '../../api/sender-controls-api';
import { translateText } from '../../i18n';
import { type ActionFailure, actionFailureOf } from '../action-error';
import { Dialog } from '../dialog';
import { DialogForm } from '../dialog-form';
import { notify } from '../toast';
import { correctionOf, type FieldErrors } from './signer-correction';

interface CorrectSignerDialogProps {
  /** The Sent document whose signer is corrected; null while the dialog is closed. */
  document: { id: string; name: string } | null;
  onClose: () => void;
}

/** Correct a signer who has not submitted: a new name or e-mail; their old link stops working, a new invitation goes. */
export function CorrectSignerDialog({ document, onClose }: CorrectSignerDialogProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetAuditTrailQuery(document?.id ?? '', {
    skip: !document,
    refetchOnMountOrArgChange: true,
  });
  const correctable = (data?.signers ?? []).filter((signer) => signer.submittedAt === null);
  const [signerId, setSignerId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [correctSigner, { isLoading: saving }] = useCorrectSignerMutation();
  const signer: SignerTimeline | undefined = correctable.find((each) => each.id === signerId) ?? correctable[0];

  // The form starts from the chosen signer's name and address, and again when another signer is chosen.
  useEffect(() => {
    if (!signer) return;
    setName(signer.name);
    setEmail(signer.email);
    setErrors({});
  }, [signer]);

  useEffect(() => {
    if (!document) setSignerId('');
    setFailure(null);
  }, [document]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!document || !signer) return;
    const { correction, errors: found } = correctionOf(signer, { name, email });
    setErrors(found);
    if (!correction) return;
    setFailure(null);
    try {
      const answer = await correctSigner({ documentId: document.id, signerId: signer.id, correction }).unwrap();
      notify.success(answer.message);
      onClose();
    } catch (error) {
      const apiError = readApiError(error);
      // A rule the form could not know (an address the server refuses) is shown where it was typed.
      if (apiError?.code === 400) setErrors({ form: translateText(...translationKeyOf(apiError)) });
      else setFailure(actionFailureOf(error));
    }
  };

  const say = (message: string | undefined) => (message ? translateText(message) : undefined);
  return (
    <Dialog opened={document !== null} onClose={onClose} title={t('Correct a signer')}>
      {isLoading || !data ? (
        <Text c="dimmed">{t('Loading…')}</Text>
      ) : correctable.length === 0 ? (
        <Stack>
          <Text>{t('Every signer has already submitted: there is nobody left to correct.')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <DialogForm
          onSubmit={submit}
          dismissLabel={t('Cancel')}
          onDismiss={onClose}
          submitLabel={t('Save and send invitation')}
          busy={saving}
          failure={failure}
        >
          <Text size="sm">
            {t('Their old link stops working at once, and a new invitation goes to the address below.')}
          </Text>
          {correctable.length > 1 && (
            <NativeSelect
              label={t('Signer')}
              value={signer?.id ?? ''}
              onChange={(event) => setSignerId(event.currentTarget.value)}
              data={correctable.map((each) => ({ value: each.id, label: `${each.name} <${each.email}>` }))}
            />
          )}
          <TextInput
            label={t('Name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={say(errors.name)}
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            label={t('Email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={say(errors.email)}
            autoComplete="off"
          />
          {errors.form && (
            <Alert color="red" role="alert" p="xs">
              {say(errors.form)}
            </Alert>
          )}
        </DialogForm>
      )}
    </Dialog>
  );
}
