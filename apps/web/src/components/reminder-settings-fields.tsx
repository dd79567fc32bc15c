import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import {
  DEFAULT_REMINDER_SETTINGS,
  MAX_REMINDER_COUNT,
  MAX_REMINDER_DAYS,
  type ReminderSettings,
} from '@signflow/contract/sender-controls';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../i18n';
import type { ReminderErrors } from './reminder-settings';

interface ReminderSettingsFieldsProps {
  value: ReminderSettings;
  onChange: (value: ReminderSettings) => void;
  errors?: ReminderErrors;
  disabled?: boolean;
}

/** A number field's value as the API takes it: a number, or NaN for an empty field (the schema then names it). */
const daysOf = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);

interface CountFieldProps {
  label: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  error?: string;
}

/** One whole number from 1 to `max`, left unclamped so that a wrong value is named rather than silently changed. */
function CountField({ label, value, max, disabled, onChange, error }: CountFieldProps) {
  return (
    <NumberInput
      label={label}
      value={value}
      min={1}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      disabled={disabled}
      onChange={(count) => onChange(daysOf(count))}
      error={error}
      miw="9rem"
    />
  );
}

/**
 * Automatic reminders: on or off, and when on, the first after how many days, then how often and how many at most.
 * Off is `afterDays: 0` (the contract's rule); turned on again, the last days chosen come back.
 */
export function ReminderSettingsFields({ value, onChange, errors = {}, disabled }: ReminderSettingsFieldsProps) {
  const { t } = useTranslation();
  const on = value.afterDays !== 0;
  const lastOn = useRef(on ? value : DEFAULT_REMINDER_SETTINGS);
  if (on) lastOn.current = value;
  const say = (message: string | undefined) => (message ? translateText(message) : undefined);
  const set = (change: Partial<ReminderSettings>) => onChange({ ...value, ...change });

  return (
    <Stack gap="xs">
      <Checkbox
        label={t('Remind signers automatically')}
        checked={on}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked ? lastOn.current : { ...value, afterDays: 0 })}
      />
      {on && (
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <CountField
            label={t('First reminder after (days)')}
            value={value.afterDays}
            max={MAX_REMINDER_DAYS}
            disabled={disabled}
            onChange={(afterDays) => set({ afterDays })}
            error={say(errors.afterDays)}
          />
          <CountField
            label={t('Then every (days)')}
            value={value.everyDays}
            max={MAX_REMINDER_DAYS}
            disabled={disabled}
            onChange={(everyDays) => set({ everyDays })}
            error={say(errors.everyDays)}
          />
          <CountField
            label={t('At most (reminders)')}
            value={value.maxCount}
            max={MAX_REMINDER_COUNT}
            disabled={disabled}
            onChange={(maxCount) => set({ maxCount })}
            error={say(errors.maxCount)}
          />
        </Group>
      )}
      <Text size="xs" c="dimmed" aria-live="polite">
        {on
          ? t('First after {{after}} days, then every {{every}} days, at most {{most}} reminders.', {
              after: String(value.afterDays),
              every: String(value.everyDays),
              most: String(value.maxCount),
            })
          : t('No automatic reminders: you can still remind signers yourself.')}
      </Text>
    </Stack>
  );
}
