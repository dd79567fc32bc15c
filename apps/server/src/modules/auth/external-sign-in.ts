import { API_MESSAGES } from '@signflow/contract/api-errors';
import { cutWhole, emailField, MAX_NAME_LENGTH, withoutRefusedNameCharacters } from '@signflow/contract/fields';
import { DEFAULT_LANGUAGE, isLanguage } from '@signflow/contract/languages';
import type { ExternalProvider } from '@signflow/contract/social-sign-in';
import { absoluteLink, WEB_ROUTES } from '@signflow/contract/web-paths';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, unauthorized } from '../../http/app-error';
import type { AccessTokens } from '../../platform/access-tokens';
import { revokeAccountApiKeys } from '../../platform/api-key-credentials';
import { enqueueMail } from '../../platform/mail-queue';
import { createOneTimeToken, hashToken } from '../../platform/one-time-tokens';
import { revokeAccountSessions } from '../../platform/sessions';
import {
  consumeSignInCode,
  findAccountByIdentity,
  insertExternalIdentity,
  insertSignInCode,
  lockAccountByEmail,
  verifyAddressForgettingPassword,
} from './external-identities-repo';
import { identityLinkedMail } from './mail/identity-linked-mail';
import { removeAccountPasskeys } from './passkeys';
import { findAccountById } from './repo';
import { createAccount, isUniqueViolation, type SignInAnswer, signInAnswer } from './service';
import { forgetTwoFactor } from './two-factor';

/** A person as another provider vouches for them, after their token was verified. */
export interface ExternalIdentity {
  provider: ExternalProvider;
  /** The provider's stable id of the person (`sub`, Facebook's user id). */
  subject: string;
  email: string | null;
  /** Whether the provider says the person holds `email`. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  /** The provider's idea of the person's language (a BCP 47 tag), for a new account. */
  locale: string | null;
}

export interface ExternalSignInDeps {
  db: Db;
  tokens: AccessTokens;
  appUrl: string;
}

/** How the providers are named in messages. */
const PROVIDER_NAMES: Record<ExternalProvider, string> = { google: 'Google', facebook: 'Facebook' };
/** The login page trades the code at once; two minutes allow for a slow network, not for a link kept. */
const SIGN_IN_CODE_TTL_MS = 2 * 60_000;

/** Where the sign-in came from: the client's address, as the audit trail and the rate limits see it. */
export interface SignInOrigin {
  ip: string;
}

function languageOf(locale: string | null): string {
  const language = locale?.slice(0, 2).toLowerCase();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The address as an account would keep it (lower-cased), or null when the provider gave none we can use. */
function addressOf(email: string | null): string | null {
  const parsed = emailField.safeParse(email ?? '');
  return parsed.success ? parsed.data : null;
}

/** A provider's name as a profile keeps it: the characters typed names refuse dropped, trimmed, 100 at most. */
const clip = (text: string | null) =>
  cutWhole((text === null ? '' : withoutRefusedNameCharacters(text)).trim(), MAX_NAME_LENGTH).trim() || null;

/** A profile needs a first name: the provider's, else the address before its '@'. */
function namesOf(identity: ExternalIdentity, email: string) {
  return {
    firstName: clip(identity.firstName) ?? clip(email.split('@')[0] ?? '') ?? email,
    lastName: clip(identity.lastName),
  };
}

/** Tells the owner of an existing account, in the transaction that links it, that the identity was linked. */
async function queueLinkedMail(
  tx: DbOrTx,
  appUrl: string,
  account: { email: string; language: string },
  link: { identity: ExternalIdentity; email: string; origin: SignInOrigin },
) {
  const { identity, email, origin } = link;
  await enqueueMail(
    tx,
    identityLinkedMail({
      to: account.email,
      language: isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
      provider: PROVIDER_NAMES[identity.provider],
      identity: { email, name: clip([identity.firstName, identity.lastName].filter(Boolean).join(' ')) },
      at: new Date(),
      ip: origin.ip,
      forgotPasswordLink: absoluteLink(appUrl, WEB_ROUTES.forgotPassword),
    }),
  );
}

/**
 * The account of an identity (docs/domain.md#accounts-and-sessions): the one it was linked to before; else the
 * account of its e-mail address, linked now, only when the provider says the address is verified, and its owner
 * told by mail; else a new account with a TRIAL. An address that has an account but that the provider has not
 * verified links nothing.
 */
async function resolveAccount(tx: DbOrTx, appUrl: string, identity: ExternalIdentity, origin: SignInOrigin) {
  const linked = await findAccountByIdentity(tx, identity.provider, identity.subject);
  if (linked) return { account: linked, created: false };
  const provider = PROVIDER_NAMES[identity.provider];
  const email = addressOf(identity.email);
  if (!email) throw new AppError(400, API_MESSAGES.externalEmailMissing, { provider });
  const existing = await lockAccountByEmail(tx, email);
  const link = (accountId: string) =>
    insertExternalIdentity(tx, { provider: identity.provider, subject: identity.subject, accountId, email });
  if (existing) {
    if (!identity.emailVerified) {
      throw new AppError(409, API_MESSAGES.externalEmailUnverified, { provider });
    }
    if (!existing.emailVerifiedAt) {
      // Whoever registered this address never proved they hold it; the provider's user does: the earlier
      // password, sign-ins, API keys, passkeys and authenticator end, so an account made in someone else's name
      // cannot be shared with them, nor kept from them by a second step they never set up.
      await verifyAddressForgettingPassword(tx, existing.id, new Date());
      await revokeAccountSessions(tx, existing.id);
      await revokeAccountApiKeys(tx, existing.id);
      await removeAccountPasskeys(tx, existing.id);
      await forgetTwoFactor(tx, existing.id);
    }
    await link(existing.id);
    await queueLinkedMail(tx, appUrl, existing, { identity, email, origin });
    return { account: existing, created: false };
  }
  const account = await createAccount(tx, appUrl, {
    email,
    passwordHash: null,
    language: languageOf(identity.locale),
    ...namesOf(identity, email),
    phoneNumber: null,
    emailVerifiedAt: identity.emailVerified ? new Date() : undefined,
  });
  await link(account.id);
  return { account, created: true };
}

/** Finds, links or creates the identity's account (resolveAccount); answers its id and whether it is new. */
export async function accountForIdentity({
  deps,
  identity,
  origin,
}: {
  deps: Pick<ExternalSignInDeps, 'db' | 'appUrl'>;
  identity: ExternalIdentity;
  origin: SignInOrigin;
}): Promise<{ accountId: string; created: boolean }> {
  const attempt = () => deps.db.transaction((tx) => resolveAccount(tx, deps.appUrl, identity, origin));
  try {
    const { account, created } = await attempt();
    return { accountId: account.id, created };
  } catch (error) {
    // The same person's first sign-in twice at once: the unique indexes let one through; the other finds it.
    if (!isUniqueViolation(error)) throw error;
    const { account, created } = await attempt();
    return { accountId: account.id, created };
  }
}

/** Signs the account in: the same answer as a password sign-in (a challenge when two-step sign-in is on). */
export async function signInAccount({
  deps,
  accountId,
}: {
  deps: ExternalSignInDeps;
  accountId: string;
}): Promise<SignInAnswer> {
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw unauthorized();
  return signInAnswer(deps, account);
}

/** The one-time code the login page will trade for a session (redeemSignInCode); only its SHA-256 is kept. */
export async function issueSignInCode(db: DbOrTx, accountId: string): Promise<string> {
  const { token, tokenHash } = createOneTimeToken();
  await insertSignInCode(db, { accountId, tokenHash, expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_MS) });
  return token;
}

/** Trades a code for a session, once; an unknown, used or expired code answers 401. */
export async function redeemSignInCode({
  deps,
  code,
}: {
  deps: ExternalSignInDeps;
  code: string;
}): Promise<SignInAnswer> {
  const redeemed = await consumeSignInCode(deps.db, hashToken(code), new Date());
  if (!redeemed) throw unauthorized(API_MESSAGES.googleCodeInvalid);
  return signInAccount({ deps, accountId: redeemed.accountId });
}
