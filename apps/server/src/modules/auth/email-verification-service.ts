import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { MessageResponse } from '@signflow/contract/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@signflow/contract/languages';
import { absoluteLink, webPaths } from '@signflow/contract/web-paths';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail-queue';
import { createOneTimeToken, hashToken } from '../../platform/one-time-tokens';
import { countHit } from '../../platform/throttle-counters';
import {
  findEmailVerifiedAt,
  insertEmailVerification,
  latestEmailVerificationAgeSeconds,
  lockAccountForVerification,
  lockEmailVerification,
  markEmailVerified,
  retireOpenEmailVerifications,
} from './email-verification-repo';
import { EMAIL_VERIFICATION_LINK_HOURS } from './link-lifetimes';
import { emailVerificationMail } from './mail/email-verification-mail';

/** One new link a minute per account: enough for a lost mail, too few to flood someone's mailbox. */
export const RESEND_INTERVAL_SECONDS = 60;
/**
 * And at most this many an hour and a day, counted in throttle_counters so every app process shares the
 * count: one a minute alone would still let an account mail an address (perhaps not its owner's) all day.
 */
const RESEND_CAPS = [
  { window: 'hour', windowMs: 60 * 60_000, max: 5, message: API_MESSAGES.verificationHourlyLimit },
  { window: 'day', windowMs: 24 * 60 * 60_000, max: 20, message: API_MESSAGES.verificationDailyLimit },
] as const;

/**
 * Issues a verification link for the account and queues its mail in the caller's transaction, so the
 * link exists exactly when the mail will go. Only the token's SHA-256 is kept.
 */
export async function queueVerificationMail(
  tx: DbOrTx,
  appUrl: string,
  account: { id: string; email: string; language: string },
): Promise<void> {
  const { token, tokenHash } = createOneTimeToken();
  await insertEmailVerification(tx, {
    accountId: account.id,
    tokenHash,
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_LINK_HOURS * 60 * 60 * 1000),
  });
  const link = absoluteLink(appUrl, webPaths.verifyEmail(token));
  const language = isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;
  await enqueueMail(tx, emailVerificationMail({ to: account.email, link, language }));
}

/**
 * Uses a link. A link of an account already verified answers success whatever its state (opening the mail
 * twice is no mistake); otherwise an unknown, replaced or expired link is told apart, so the page can say
 * what to do next.
 */
export async function verifyEmail(db: Db, token: string): Promise<MessageResponse> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const link = await lockEmailVerification(tx, hashToken(token));
    if (!link) throw badRequest(API_MESSAGES.verificationLinkInvalid);
    if (link.emailVerifiedAt) return { message: API_MESSAGES.emailAlreadyVerified };
    if (link.usedAt) throw badRequest(API_MESSAGES.verificationLinkReplaced);
    if (link.expiresAt <= now) throw badRequest(API_MESSAGES.verificationLinkExpired);
    await markEmailVerified(tx, link.accountId, now);
    await retireOpenEmailVerifications(tx, link.accountId, now);
    return { message: API_MESSAGES.emailVerified };
  });
}

export class ResendCapReached extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, retryAfterSeconds);
  }
}

/** Counts a resend against each cap; a refusal rolls the transaction back, so a refused request counts for nothing. */
async function countResend(tx: DbOrTx, accountId: string): Promise<void> {
  for (const cap of RESEND_CAPS) {
    const { hits, ttlMs } = await countHit(tx, `verification-mail:${cap.window}:${accountId}`, cap.windowMs);
    if (hits > cap.max) throw new ResendCapReached(cap.message, Math.max(1, Math.ceil(ttlMs / 1000)));
  }
}

/**
 * Sends a new link and retires the earlier ones, at most once a minute and within the hourly and daily caps
 * (the account's row is held meanwhile).
 */
export async function resendVerification(db: Db, appUrl: string, accountId: string): Promise<MessageResponse> {
  return db.transaction(async (tx) => {
    const account = await lockAccountForVerification(tx, accountId);
    if (!account) throw unauthorized();
    if (account.emailVerifiedAt) throw conflict(API_MESSAGES.emailAlreadyVerified);
    const age = await latestEmailVerificationAgeSeconds(tx, accountId);
    if (age !== null && age < RESEND_INTERVAL_SECONDS) {
      throw new AppError(429, API_MESSAGES.verificationTooSoon, {
        seconds: Math.max(1, Math.ceil(RESEND_INTERVAL_SECONDS - age)),
      });
    }
    await countResend(tx, accountId);
    await retireOpenEmailVerifications(tx, accountId, new Date());
    await queueVerificationMail(tx, appUrl, account);
    return { message: API_MESSAGES.verificationSent };
  });
}

/** Nobody sends documents as an address they have not shown they hold. */
export async function assertEmailVerified(db: DbOrTx, accountId: string): Promise<void> {
  const account = await findEmailVerifiedAt(db, accountId);
  if (!account?.emailVerifiedAt) throw forbidden(API_MESSAGES.emailNotVerified);
}
