import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { DEFAULT_REMINDER_SETTINGS, MAX_REMINDER_COUNT, MAX_REMINDER_DAYS } from '@signflow/contract/sender-controls';
import { describe, expect, it } from 'vitest';
import { reminderErrorsOf } from './reminder-settings';

describe('automatic reminder settings', () => {
  it('takes the default, and off', () => {
    expect(reminderErrorsOf(DEFAULT_REMINDER_SETTINGS)).toEqual({});
    expect(reminderErrorsOf({ ...DEFAULT_REMINDER_SETTINGS, afterDays: 0 })).toEqual({});
  });

  it('names each field out of range, or left empty', () => {
    expect(reminderErrorsOf({ afterDays: 31, everyDays: 0, maxCount: Number.NaN })).toEqual({
      afterDays: fillTemplate(API_MESSAGES.reminderAfterDaysInvalid, { min: 0, max: MAX_REMINDER_DAYS }),
      everyDays: fillTemplate(API_MESSAGES.reminderEveryDaysInvalid, { min: 1, max: MAX_REMINDER_DAYS }),
      maxCount: fillTemplate(API_MESSAGES.reminderMaxCountInvalid, { min: 1, max: MAX_REMINDER_COUNT }),
    });
  });
});
