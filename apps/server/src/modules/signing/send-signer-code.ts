import { API_MESSAGES } from '@signflow/contract/api-errors';
import { isLanguage } from '@signflow/contract/languages';
import {
  maskEmail,
  SIGNER_CODE_DIGITS,
  SIGNER_CODE_MINUTES,
  SIGNER_CODE_RESEND_SECONDS,
  SIGNER_CODES_PER_HOUR,
  type SignerCodeSent,
} from '@signflow/contract/signer-verification';
import type { Db } from '../../db/client';
import { conflict, notFound, retryLater } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail-queue';
import { mailedCodeHash, newMailedCode } from '../../platform/mailed-codes';
import { countHit } from '../../platform/throttle-counters';
import { findAccountPerson } from '../profile/account-person';
import { signingCodeMail } from './mail/signing-code-mail';
import { lockSignerForVerification, setSignerVerification } from './repo';
import { assertSameDocument, openSignerLink } from './signer-access';

const HOUR_MS = 60 * 60_000;

/**
 * POST /v1/documents/user-sign/{id}/verification/send?token (docs/domain.md#signer-verification): mails a signer who
 * proves who they are with a mailed code a new one, which replaces any earlier one, works once for SIGNER_CODE_MINUTES
 * and takes SIGNER_CODE_TRIES wrong tries. 429 with Retry-After within SIGNER_CODE_RESEND_SECONDS of the last code, or
 * past SIGNER_CODES_PER_HOUR; 409 for a signer whose check is not a mailed code.
 */
export async function sendSignerCode(options: { db: Db; token: unknown; documentId: string }): Promise<SignerCodeSent> {
  const { db, documentId } = options;
  const access = await openSignerLink(db, options.token);
  assertSameDocument(access, documentId);
  if (access.signer.verification !== 'email_code') throw conflict(API_MESSAGES.verificationNoMailedCode);
  const { document } = access;
  return db.transaction(async (tx) => {
    const signer = await lockSignerForVerification(tx, access.signer.id);
    if (!signer) throw notFound();
    const now = Date.now();
    const sinceLast = signer.codeSentAt ? now - signer.codeSentAt.getTime() : Number.POSITIVE_INFINITY;
    if (sinceLast < SIGNER_CODE_RESEND_SECONDS * 1000) {
      const wait = Math.ceil((SIGNER_CODE_RESEND_SECONDS * 1000 - sinceLast) / 1000);
      throw retryLater(429, API_MESSAGES.verificationTooManyCodes, wait);
    }
    const { hits, ttlMs } = await countHit(tx, `signer-code:${signer.id}`, HOUR_MS);
    if (hits > SIGNER_CODES_PER_HOUR) {
      throw retryLater(429, API_MESSAGES.verificationTooManyCodes, Math.ceil(ttlMs / 1000));
    }
    const code = newMailedCode(SIGNER_CODE_DIGITS);
    const expiresAt = new Date(now + SIGNER_CODE_MINUTES * 60_000);
    await setSignerVerification(tx, signer.id, {
      codeHash: mailedCodeHash(signer.id, code),
      codeExpiresAt: expiresAt,
      codeSentAt: new Date(now),
      codeFailedTries: 0,
    });
    const owner = await findAccountPerson(tx, document.accountId);
    const language = isLanguage(signer.language) ? signer.language : owner.language;
    await enqueueMail(tx, {
      documentId,
      ...signingCodeMail({
        to: signer.email,
        code,
        minutes: SIGNER_CODE_MINUTES,
        owner: owner.name,
        document: document.name,
        language,
      }),
    });
    return { sentTo: maskEmail(signer.email), expiresAt: expiresAt.toISOString() };
  });
}
