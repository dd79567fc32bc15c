import { z } from 'zod';
import { MAX_NAME_LENGTH, nameField, optionalName, optionalPhoneField, optionalText } from './fields';
import { languageField } from './languages';
import type { ReminderSettings } from './sender-controls';

/** PATCH /v1/profile (the profile form). E-mail is read-only, so it is not accepted here. */
export const profileUpdateSchema = z.object({
  firstName: nameField('First name is required'),
  lastName: optionalName(MAX_NAME_LENGTH),
  phoneNumber: optionalPhoneField,
  address: optionalText(500),
  companyName: optionalText(200),
  jobTitle: optionalText(200),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The interface language is kept on the account (its mails and certificate pages use it) and may be changed on its own. */
export const languageUpdateSchema = z.object({ language: languageField });
export type LanguageUpdateInput = z.input<typeof languageUpdateSchema>;

export interface Profile {
  profileId: string;
  accountId: string;
  firstName: string;
  lastName: string | null;
  phoneNumber: string | null;
  companyName: string | null;
  jobTitle: string | null;
  address: string | null;
}

/** GET and PATCH /v1/profile: account.email and the profile fields. */
export interface ProfileResponse {
  /** `emailVerified`: as in the auth answer, so a restored session knows it too. */
  account: {
    id: string;
    email: string;
    language: string;
    emailVerified: boolean;
    /** False for an account made by a sign-in with Google or Facebook that has not set a password yet. */
    hasPassword: boolean;
    /** Whether each sign-in also asks for an authenticator code (docs/domain.md#two-step-sign-in). */
    twoFactorEnabled: boolean;
  };
  profile: Profile;
  /** The account's default automatic reminders for Invite Sign (PUT /v1/profile/reminders changes it). */
  reminders: ReminderSettings;
}
