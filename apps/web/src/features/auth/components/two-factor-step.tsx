import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { secondFactorCodeField, TOTP } from '@signflow/contract/two-factor';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ActionError, useActionFailure } from '../../../components/action-error';
import { useFieldProps } from '../../../components/use-field-props';
import { signIn } from '../../../session/sign-in';
import { useAppDispatch } from '../../../store/hooks';
import { useTwoFactorSignInMutation } from '../api/auth-api';

const codeFormSchema = z.object({ code: secondFactorCodeField });

/**
 * A sign-in's second step (docs/domain.md#two-step-sign-in): the code from the authenticator app, or a recovery code,
 * for the challenge the first step answered; `onSignedIn` once the session is open, `onBack` to start again.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [twoFactorSignIn] = useTwoFactorSignInMutation();
  const form = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const field = useFieldProps(form);
  const { failure, attempt } = useActionFailure();
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const signedIn = await attempt(async () => dispatch(signIn(await twoFactorSignIn({ challenge, code }).unwrap())));
    if (signedIn) onSignedIn();
    else form.setValue('code', '');
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Two-step sign-in')}>
      <Stack>
        <Text size="sm">
          {t(
            'Enter the {{digits}}-digit code your authenticator app shows for SignFlow. No phone at hand? Enter one of your recovery codes.',
            { digits: String(TOTP.digits) },
          )}
        </Text>
        <TextInput
          label={t('Code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          autoFocus
          {...field('code')}
        />
        <ActionError failure={failure} />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('Verify and sign in')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('Back to sign in')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
