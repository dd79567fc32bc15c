import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { languageUpdateSchema, ProfileResponse, profileUpdateSchema } from '@signflow/contract/profile';
import type { ProfileRemindersResponse, ReminderSettings } from '@signflow/contract/sender-controls';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { unauthorized } from '../../http/app-error';
import { findAccountProfile, updateAccountLanguage, updateProfile } from './repo';

/** The token is valid but its account is gone: the caller is no longer anyone. */
export async function getProfile(db: DbOrTx, accountId: string): Promise<ProfileResponse> {
  const row = await findAccountProfile(db, accountId);
  if (!row) throw unauthorized();
  const { account, profile } = row;
  return {
    account: {
      id: account.id,
      email: account.email,
      language: account.language,
      emailVerified: account.emailVerifiedAt !== null,
      hasPassword: account.passwordHash !== null,
      twoFactorEnabled: account.totpEnabledAt !== null,
    },
    profile: {
      profileId: profile.id,
      accountId: account.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
      companyName: profile.companyName,
      jobTitle: profile.jobTitle,
      address: profile.address,
    },
    reminders: {
      afterDays: profile.reminderAfterDays,
      everyDays: profile.reminderEveryDays,
      maxCount: profile.reminderMaxCount,
    },
  };
}

export async function changeProfile(
  db: Db,
  accountId: string,
  input: z.output<typeof profileUpdateSchema>,
): Promise<ProfileResponse> {
  await updateProfile(db, accountId, input);
  return getProfile(db, accountId);
}

export async function changeLanguage(
  db: Db,
  accountId: string,
  input: z.output<typeof languageUpdateSchema>,
): Promise<ProfileResponse> {
  await updateAccountLanguage(db, accountId, input.language);
  return getProfile(db, accountId);
}

/** PUT /v1/profile/reminders: the default automatic reminders of the account's next invitations. */
export async function changeDefaultReminders(
  db: Db,
  accountId: string,
  settings: ReminderSettings,
): Promise<ProfileRemindersResponse> {
  await updateProfile(db, accountId, {
    reminderAfterDays: settings.afterDays,
    reminderEveryDays: settings.everyDays,
    reminderMaxCount: settings.maxCount,
  });
  const { reminders } = await getProfile(db, accountId);
  return { message: API_MESSAGES.remindersSaved, reminders };
}
