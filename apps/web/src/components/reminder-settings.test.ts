import { API_MESSAGES } from '@signflow/contract/api-errors';
import { DEFAULT_REMINDER_SETTINGS } from '@signflow/contract/sender-controls';
import { describe, expect, it } from 'vitest';
import { reminderErrorsOf } from './reminder-settings';

describe('automatic reminder settings', () => {
  it('takes the default, and off', () => {
    expect(reminderErrorsOf(DEFAULT_REMINDER_SETTINGS)).toEqual({});
    expect(reminderErrorsOf({ ...DEFAULT_REMINDER_SETTINGS, afterDays: 0 })).toEqual({});
  });

  it('names each field out of range, or left empty', () => {
    expect(reminderErrorsOf({ afterDays: 31, everyDays: 0, maxCount: Number.NaN })).toEqual({
      afterDays: API_MESSAGES.reminderAfterDaysInvalid,
      everyDays: API_MESSAGES.reminderEveryDaysInvalid,
      maxCount: API_MESSAGES.reminderMaxCountInvalid,
    });
  });
});
