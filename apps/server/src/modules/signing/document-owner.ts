import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@signflow/contract/languages';
import type { DbOrTx } from '../../db/client';
import { findAccountProfile } from '../profile/repo';

export interface DocumentOwner {
  email: string;
  /** The owner's full name, or their e-mail address when the profile has none. */
  name: string;
  /** The owner's chosen language: their documents' e-mails use it (DESIGN §5 Language). */
  language: Language;
}

export async function findDocumentOwner(db: DbOrTx, accountId: string): Promise<DocumentOwner> {
  const owner = await findAccountProfile(db, accountId);
  if (!owner) throw new Error(`account ${accountId} of a document has no profile`);
  const name = [owner.profile.firstName, owner.profile.lastName].filter(Boolean).join(' ');
  return {
    email: owner.account.email,
    name: name || owner.account.email,
    language: isLanguage(owner.account.language) ? owner.account.language : DEFAULT_LANGUAGE,
  };
}
