import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorSetupResponse } from '@signflow/contract/two-factor';
import { TOTP, twoFactorDisableSchema, twoFactorEnableSchema } from '@signflow/contract/two-factor';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reloadProfile } from '../../../api/session-api';
import { ActionError, useActionFailure } from '../../../components/action-error';
import { PasswordField } from '../../../components/password-field';
import { SettingsSection } from '../../../components/settings-section';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useAppDispatch } from '../../../store/hooks';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation, useSetUpTwoFactorMutation } from '../api/profile-api';

/**
 * Profile's two-step sign-in (docs/domain.md#two-step-sign-in): off, it is set up with an authenticator app (a QR
 * code, or the key typed in) and turned on by a first code, which answers the recovery codes, shown once; on, it is
 * turned off with the password (an account without one gives none) and a code.
 */
export function TwoFactorSection({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const { t } = useTranslation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Once the person turned it on or off here, the part that replaced the one they were in takes the focus
  // (not when the page opens).
  const [changedHere, setChangedHere] = useState(false);
  return (
    <SettingsSection
      title={t('Two-step sign-in')}
      description={t('Each sign-in also asks for a code from an authenticator app on your phone.')}
    >
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setChangedHere(true);
            setRecoveryCodes(null);
          }}
        />
      ) : enabled ? (
        <TurnOffForm hasPassword={hasPassword} focusFirst={changedHere} onDisabled={() => setChangedHere(true)} />
      ) : (
        <TurnOn hasPassword={hasPassword} onEnabled={setRecoveryCodes} focusFirst={changedHere} />
      )}
    </SettingsSection>
  );
}

/**
 * Focuses the element of the answered ref each time it is shown (`shown` turns truthy, or it mounts shown) while
 * `when` holds: the focus is not lost with the part that was replaced.
 */
function useFocusWhenShown<T extends HTMLElement>(when: boolean, shown: unknown = true) {
  const ref = useRef<T>(null);
  const wanted = useRef(when);
  wanted.current = when;
  const isShown = Boolean(shown);
  useEffect(() => {
    if (isShown && wanted.current) ref.current?.focus();
  }, [isShown]);
  return ref;
}

function TurnOn({
  hasPassword,
  onEnabled,
  focusFirst,
}: {
  hasPassword: boolean;
  onEnabled: (codes: string[]) => void;
  focusFirst: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [setUp, settingUp] = useSetUpTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const [setup, setSetup] = useState<(TwoFactorSetupResponse & { qrCode: string }) | null>(null);
  const start = useActionFailure();
  const finish = useActionFailure();
  const form = useForm({
    resolver: zodResolver(twoFactorEnableSchema),
    defaultValues: { code: '', password: hasPassword ? '' : undefined },
  });
  const field = useFieldProps(form);
  // The button pressed is gone once the setup shows, and the setup once cancelled: the focus follows.
  const [cancelled, setCancelled] = useState(false);
  const firstStep = useFocusWhenShown<HTMLParagraphElement>(true, setup);
  const turnOnButton = useFocusWhenShown<HTMLButtonElement>(focusFirst || cancelled, !setup);

  const begin = () =>
    start.attempt(async () => {
      const answer = await setUp().unwrap();
      setSetup({ ...answer, qrCode: await QRCode.toDataURL(answer.otpauthUrl, { margin: 1, width: 200 }) });
    });
  const onSubmit = form.handleSubmit(async (body) => {
    let codes: string[] = [];
    const enabled = await finish.attempt(async () => {
      codes = (await enable(body).unwrap()).recoveryCodes;
    });
    if (!enabled) return;
    dispatch(reloadProfile());
    notify.success('Two-step sign-in is on');
    onEnabled(codes);
  });

  if (!setup) {
    return (
      <Stack gap="xs">
        <Group>
          <Button ref={turnOnButton} onClick={begin} loading={settingUp.isLoading}>
            {t('Turn on two-step sign-in')}
          </Button>
        </Group>
        <ActionError failure={start.failure} />
      </Stack>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Turn on two-step sign-in')}>
      <Stack gap="sm">
        <Text size="sm" ref={firstStep} tabIndex={-1}>
          {t('1. Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…).')}
        </Text>
        <Image src={setup.qrCode} alt={t('QR code for your authenticator app')} w={200} h={200} />
        <Text size="sm">{t('Or type this key into the app:')}</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} aria-label={t('Key for the app')}>
          {setup.secret}
        </Code>
        {hasPassword && (
          <>
            <Text size="sm">{t('2. Confirm it is you:')}</Text>
            <PasswordField
              label={t('Current password')}
              autoComplete="current-password"
              maw={340}
              {...field('password')}
            />
          </>
        )}
        {/* Last, so the code is typed while it is still the app's current one. */}
        <Text size="sm">
          {hasPassword
            ? t('3. Enter the {{digits}}-digit code the app shows:', { digits: String(TOTP.digits) })
            : t('2. Enter the {{digits}}-digit code the app shows:', { digits: String(TOTP.digits) })}
        </Text>
        <TextInput
          label={t('Code from the app')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={220}
          {...field('code')}
        />
        <ActionError failure={finish.failure} />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('Turn on')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setCancelled(true);
              setSetup(null);
            }}
          >
            {t('Cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The recovery codes, shown this once: copied or written down, then Done. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLParagraphElement>(null);
  // The form the focus was in is gone: it moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success('Recovery codes copied');
    } catch {
      notify.error('The codes could not be copied: select them and copy them yourself');
    }
  };
  return (
    <Stack gap="sm">
      <Text fw={600} ref={heading} tabIndex={-1}>
        {t('Your recovery codes')}
      </Text>
      <Text size="sm">
        {t('Keep them somewhere safe: each one signs you in once without your phone. They are shown only this once.')}
      </Text>
      <List aria-label={t('Your recovery codes')} ff="monospace" spacing={2} listStyleType="none">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <Button onClick={copy}>{t('Copy codes')}</Button>
        <Button variant="default" onClick={onDone}>
          {t('Done')}
        </Button>
      </Group>
    </Stack>
  );
}

function TurnOffForm({
  hasPassword,
  focusFirst,
  onDisabled,
}: {
  hasPassword: boolean;
  focusFirst: boolean;
  onDisabled: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [disable] = useDisableTwoFactorMutation();
  const { failure, attempt } = useActionFailure();
  const form = useForm({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: hasPassword ? '' : undefined, code: '' },
  });
  const field = useFieldProps(form);
  const statusLine = useFocusWhenShown<HTMLParagraphElement>(focusFirst);
  const onSubmit = form.handleSubmit(async (body) => {
    const done = await attempt(async () => {
      await disable(body).unwrap();
    });
    if (!done) return;
    onDisabled();
    notify.success('Two-step sign-in is off');
    dispatch(reloadProfile());
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Turn off two-step sign-in')}>
      <Stack gap="sm">
        <Text size="sm" fw={600} ref={statusLine} tabIndex={-1}>
          {t('Two-step sign-in is on.')}
        </Text>
        <Text size="sm">{t('To turn it off, confirm it is you:')}</Text>
        {hasPassword && (
          <PasswordField
            label={t('Current password')}
            autoComplete="current-password"
            maw={340}
            {...field('password')}
          />
        )}
        <TextInput
          label={t('Code from the app, or a recovery code')}
          autoComplete="one-time-code"
          maw={340}
          {...field('code')}
        />
        <ActionError failure={failure} />
        <Group>
          <Button type="submit" color="red" variant="light" loading={form.formState.isSubmitting}>
            {t('Turn off two-step sign-in')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
