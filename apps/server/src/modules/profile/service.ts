import type { languageUpdateSchema, ProfileResponse, profileUpdateSchema } from '@signflow/contract/profile';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/app-error';
import { findAccountProfile, updateAccountLanguage, updateProfile } from './repo';

/** The token is valid but its account is gone: the caller is no longer anyone. */
export async function getProfile(db: Db, accountId: string): Promise<ProfileResponse> {
  const row = await findAccountProfile(db, accountId);
  if (!row) throw unauthorized();
  const { account, profile } = row;
  return {
    account: {
      id: account.id,
      email: account.email,
      language: account.language,
      emailVerified: account.emailVerifiedAt !== null,
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
