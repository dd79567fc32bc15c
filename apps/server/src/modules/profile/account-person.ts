import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@signflow/contract/languages';
import type { DbOrTx } from '../../db/client';
import { findAccountProfile } from './repo';

export interface AccountPerson {
  email: string;
  /** The account holder's full name, or their e-mail address when the profile has none. */
  name: string;
  /** Their chosen language: their documents' e-mails use it (docs/domain.md#mail). */
  language: Language;
}

export async function findAccountPerson(db: DbOrTx, accountId: string): Promise<AccountPerson> {
  const owner = await findAccountProfile(db, accountId);
  if (!owner) throw new Error(`account ${accountId} has no profile`);
  const name = [owner.profile.firstName, owner.profile.lastName].filter(Boolean).join(' ');
  return {
    email: owner.account.email,
    name: name || owner.account.email,
    language: isLanguage(owner.account.language) ? owner.account.language : DEFAULT_LANGUAGE,
  };
}
