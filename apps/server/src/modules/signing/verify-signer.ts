import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  ACCESS_CODE_PAUSE_MINUTES,
  ACCESS_CODE_TRIES,
  SIGNER_CODE_TRIES,
  type SignerVerificationPassed,
} from '@signflow/contract/signer-verification';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound, unauthorized } from '../../http/app-error';
import type { RequestOrigin } from '../../http/request-origin';
import { mailedCodeHash, sameHash } from '../../platform/mailed-codes';
import { verifyPassword } from '../../platform/passwords';
import { recordEvent, signerActor } from '../audit/record-event';
import type { SignerRow } from '../documents/document-store';
import { lockSignerForVerification, setSignerVerification } from './repo';
import { assertSameDocument, openSignerLink } from './signer-access';
import { startSigningSession } from './signing-sessions';

const secondsUntil = (time: Date) => Math.max(1, Math.ceil((time.getTime() - Date.now()) / 1000));

/** Why the signer's code cannot be taken now, before it is compared: null when it may be. */
function refusalBeforeComparing(signer: SignerRow): AppError | null {
  if (signer.verification === 'access_code') {
    if (signer.codePausedUntil && signer.codePausedUntil.getTime() > Date.now()) {
      return pausedAccessCode(signer.codePausedUntil);
    }
    return null;
  }
  if (!signer.codeHash) return unauthorized(API_MESSAGES.verificationCodeNotSent);
  if (signer.codeFailedTries >= SIGNER_CODE_TRIES) return new AppError(429, API_MESSAGES.verificationTooManyTries);
  if (!signer.codeExpiresAt || signer.codeExpiresAt.getTime() <= Date.now()) {
    return unauthorized(API_MESSAGES.publicLinkCodeExpired);
  }
  return null;
}

function pausedAccessCode(until: Date): AppError {
  const message = API_MESSAGES.verificationAccessCodePaused;
  return new AppError(429, message, { minutes: Math.ceil(secondsUntil(until) / 60) }, secondsUntil(until));
}

async function isRightCode(signer: SignerRow, code: string): Promise<boolean> {
  if (signer.verification === 'access_code') return verifyPassword(signer.accessCodeHash, code);
  return signer.codeHash !== null && sameHash(signer.codeHash, mailedCodeHash(signer.id, code));
}

/**
 * POST /v1/documents/user-sign/{id}/verification?token (docs/domain.md#signer-verification): the signer's code, mailed
 * or given by the sender. The right one starts a signing session for this browser (its token answered once) and is
 * used up if it was mailed; a wrong one is counted and recorded in the trail: SIGNER_CODE_TRIES end a mailed code (a new
 * one must be asked for), ACCESS_CODE_TRIES pause an access code for ACCESS_CODE_PAUSE_MINUTES. Tries at once take
 * turns on the signer's row, and what a wrong try records is kept even though the answer is an error.
 */
export async function verifySigner(options: {
  db: Db;
  token: unknown;
  documentId: string;
  code: string;
  origin: RequestOrigin;
}): Promise<SignerVerificationPassed> {
  const { db, documentId, code, origin } = options;
  const access = await openSignerLink(db, options.token);
  assertSameDocument(access, documentId);
  if (access.signer.verification === 'link') throw conflict(API_MESSAGES.verificationNotNeeded);
  const outcome = await db.transaction(async (tx) => {
    const signer = await lockSignerForVerification(tx, access.signer.id);
    if (!signer) return { refusal: notFound() };
    const early = refusalBeforeComparing(signer);
    if (early) return { refusal: early };
    const method = signer.verification;
    const event = { documentId, actor: signerActor(signer), origin, details: { method } };
    if (!(await isRightCode(signer, code))) {
      await recordEvent(tx, { ...event, type: 'verification_failed' });
      const tries = signer.codeFailedTries + 1;
      if (method === 'access_code') {
        if (tries < ACCESS_CODE_TRIES) {
          await setSignerVerification(tx, signer.id, { codeFailedTries: tries });
          return { refusal: unauthorized(API_MESSAGES.verificationCodeWrong) };
        }
        const until = new Date(Date.now() + ACCESS_CODE_PAUSE_MINUTES * 60_000);
        await setSignerVerification(tx, signer.id, { codeFailedTries: 0, codePausedUntil: until });
        return { refusal: pausedAccessCode(until) };
      }
      await setSignerVerification(tx, signer.id, { codeFailedTries: tries });
      if (tries >= SIGNER_CODE_TRIES) return { refusal: new AppError(429, API_MESSAGES.verificationTooManyTries) };
      return { refusal: unauthorized(API_MESSAGES.verificationCodeWrong) };
    }
    await setSignerVerification(tx, signer.id, {
      codeHash: null,
      codeExpiresAt: null,
      codeFailedTries: 0,
      codePausedUntil: null,
      verifiedAt: signer.verifiedAt ?? new Date(),
    });
    await recordEvent(tx, { ...event, type: 'verification_passed' });
    return { passed: await startSigningSession(tx, signer.id) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.passed;
}
