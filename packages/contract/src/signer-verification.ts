import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';

/**
 * How a signer proves who they are before their document opens (docs/domain.md#signer-verification): `link` (holding
 * the link is enough), `email_code` (a code mailed to their address when they open it) or `access_code` (a code the
 * sender gives them another way, typed at Invite Sign).
 */
export const SIGNER_VERIFICATIONS = ['link', 'email_code', 'access_code'] as const;
export type SignerVerification = (typeof SIGNER_VERIFICATIONS)[number];
/** The methods that ask for a code before the document opens. */
export type SignerCodeVerification = Exclude<SignerVerification, 'link'>;

/**
 * A code mailed to prove an address, a signer's as a public link's visitor's (public-links.ts): its digits, how long it
 * works, and how many wrong tries end it.
 */
export const MAILED_CODE_DIGITS = 6;
export const MAILED_CODE_MINUTES = 10;
export const MAILED_CODE_TRIES = 5;
export const SIGNER_CODE_DIGITS = MAILED_CODE_DIGITS;
export const SIGNER_CODE_MINUTES = MAILED_CODE_MINUTES;
export const SIGNER_CODE_TRIES = MAILED_CODE_TRIES;
/** Codes mailed to one signer within an hour, and the pause between two of them. */
export const SIGNER_CODES_PER_HOUR = 5;
export const SIGNER_CODE_RESEND_SECONDS = 30;
/** Wrong access codes one signer may type before a pause of ACCESS_CODE_PAUSE_MINUTES. */
export const ACCESS_CODE_TRIES = 5;
export const ACCESS_CODE_PAUSE_MINUTES = 15;
export const ACCESS_CODE_MIN_LENGTH = 4;
export const ACCESS_CODE_MAX_LENGTH = 32;
/** How long a passed check lasts in the browser that passed it. */
export const SIGNING_SESSION_HOURS = 24;
/** The header carrying the signing session's token on the signer's calls. */
export const SIGNING_SESSION_HEADER = 'X-Signing-Session';
/** The same token as a query value, for a file the browser loads by itself (another signer's image, an `<img>`). */
export const SIGNING_SESSION_PARAM = 'session';

const accessCodeLength = fillTemplate(API_MESSAGES.accessCodeLength, {
  min: ACCESS_CODE_MIN_LENGTH,
  max: ACCESS_CODE_MAX_LENGTH,
});
/** The code the sender types at Invite Sign for a signer who proves who they are with one. */
export const accessCodeField = z
  .string({ error: accessCodeLength })
  .trim()
  .min(ACCESS_CODE_MIN_LENGTH, accessCodeLength)
  .max(ACCESS_CODE_MAX_LENGTH, accessCodeLength);

/** One signer's method at Invite Sign: `id` as in the signing record's users; an access code needs its code. */
export const signerVerificationChoiceSchema = z
  .object(
    {
      id: z.uuid({ error: API_MESSAGES.verificationSignerUnknown }),
      verification: z.enum(SIGNER_VERIFICATIONS, { error: API_MESSAGES.verificationMethodInvalid }),
      accessCode: accessCodeField.optional(),
    },
    { error: API_MESSAGES.invalidRequest },
  )
  .refine((choice) => choice.verification !== 'access_code' || choice.accessCode !== undefined, {
    error: API_MESSAGES.accessCodeRequired,
    path: ['accessCode'],
  });
export type SignerVerificationChoice = z.input<typeof signerVerificationChoiceSchema>;

export const signerVerificationChoicesSchema = z
  .array(signerVerificationChoiceSchema, { error: API_MESSAGES.invalidRequest })
  .max(200, API_MESSAGES.invalidRequest)
  .refine((choices) => new Set(choices.map((choice) => choice.id)).size === choices.length, {
    error: API_MESSAGES.verificationSignerTwice,
  });

/** POST /v1/documents/user-sign/{id}/verification?token: the mailed code, or the access code. */
export const signerVerificationCodeSchema = z.object(
  {
    code: z
      .string({ error: API_MESSAGES.verificationCodeMissing })
      .trim()
      .min(1, API_MESSAGES.verificationCodeMissing)
      .max(ACCESS_CODE_MAX_LENGTH, API_MESSAGES.verificationCodeWrong),
  },
  { error: API_MESSAGES.invalidRequest },
);
export type SignerVerificationCode = z.input<typeof signerVerificationCodeSchema>;

/** POST /v1/documents/user-sign/{id}/verification/send?token: where the code went, partly hidden, and until when. */
export interface SignerCodeSent {
  sentTo: string;
  expiresAt: string;
}

/** A passed check: the token later signer calls carry in SIGNING_SESSION_HEADER, and when it ends. */
export interface SignerVerificationPassed {
  sessionToken: string;
  expiresAt: string;
}

/** What the signer's page learns of the check before the document opens (with the link's validation). */
export interface SignerVerificationNeed {
  method: SignerVerification;
  /** The address a mailed code goes to, partly hidden (a•••@example.com); null for the other methods. */
  sentTo: string | null;
}

/** a•••@example.com: enough for a person to know their own address, not enough to learn someone's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
