import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  PUBLIC_LINK_CODE_DIGITS,
  PUBLIC_LINK_CODE_MINUTES,
  type PublicLinkCode,
  publicLinkCodeSchema,
} from '@signflow/contract/public-links';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure } from '../../../components/action-error';
import { useFieldProps } from '../../../components/use-field-props';

/** The code mailed to the visitor, typed to go on; or a step back to another address, or a new code. */
export function CodeForm(props: {
  email: string;
  failure: ActionFailure | null;
  onSubmit: (code: PublicLinkCode) => Promise<void>;
  onNewCode: () => void;
  onOtherAddress: () => void;
  sendingNewCode: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(publicLinkCodeSchema), defaultValues: { code: '' } });
  const field = useFieldProps(form);
  return (
    <form onSubmit={form.handleSubmit(props.onSubmit)} noValidate>
      <Stack>
        <Text role="status" style={{ overflowWrap: 'anywhere' }}>
          {t('We sent a code of {{digits}} digits to {{email}}. It works for {{minutes}} minutes.', {
            digits: String(PUBLIC_LINK_CODE_DIGITS),
            email: props.email,
            minutes: String(PUBLIC_LINK_CODE_MINUTES),
          })}
        </Text>
        <TextInput
          label={t('Code from the e-mail')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PUBLIC_LINK_CODE_DIGITS}
          {...field('code')}
        />
        <ActionError failure={props.failure} />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('Continue to the document')}
        </Button>
        <Group justify="space-between" wrap="wrap">
          <Button variant="subtle" size="compact-sm" onClick={props.onOtherAddress}>
            {t('Use another e-mail address')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={props.onNewCode} loading={props.sendingNewCode}>
            {t('Send a new code')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
