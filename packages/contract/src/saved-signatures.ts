import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';
import { FIELD_TEXT_LIMITS } from './documents';
import { typedText } from './fields';
import { PNG_DATA_URL_PREFIX } from './signing';

/**
 * What an owner keeps in Profile to sign with (docs/domain.md#accounts-and-sessions): a signature and initials, one of
 * each, drawn or typed as a signer's are on the signing page.
 */
export const SAVED_SIGNATURE_KINDS = ['signature', 'initials'] as const;
export type SavedSignatureKind = (typeof SAVED_SIGNATURE_KINDS)[number];

/** The field type each kind signs, whose typed-text limit it keeps: a signature signs 'draw' fields. */
export const SAVED_SIGNATURE_FIELD_TYPES = { signature: 'draw', initials: 'initials' } as const satisfies Record<
  SavedSignatureKind,
  keyof typeof FIELD_TEXT_LIMITS
>;

/** The path of one kind: PUT keeps it, DELETE removes it. */
export const savedSignaturePath = (kind: SavedSignatureKind) => `/v1/profile/${kind}` as const;

/** What the kind's save answers, in the web app's words too. */
export const SAVED_MESSAGES = {
  signature: API_MESSAGES.savedSignatureSaved,
  initials: API_MESSAGES.savedInitialsSaved,
} as const satisfies Record<SavedSignatureKind, string>;

/**
 * PUT /v1/profile/signature and /v1/profile/initials: drawn (a PNG data URL, checked further by the server as a
 * signer's image is) or typed (text within the field type's limit), one of the two.
 */
export function savedSignatureBodySchema(kind: SavedSignatureKind) {
  const limit = FIELD_TEXT_LIMITS[SAVED_SIGNATURE_FIELD_TYPES[kind]];
  return z
    .object(
      {
        image: z
          .string({ error: API_MESSAGES.imageNotPng })
          .startsWith(PNG_DATA_URL_PREFIX, API_MESSAGES.imageNotPng)
          .nullish()
          .transform((image) => image ?? null),
        text: typedText(API_MESSAGES.responseTextInvalid)
          .max(limit, fillTemplate(API_MESSAGES.responseTextTooLong, { limit }))
          .nullish()
          .transform((text) => (text ? text : null)),
      },
      { error: API_MESSAGES.savedSignatureOneAnswer },
    )
    .refine((body) => (body.image === null) !== (body.text === null), {
      message: API_MESSAGES.savedSignatureOneAnswer,
    });
}
export type SavedSignatureBody = z.input<ReturnType<typeof savedSignatureBodySchema>>;

/** One kept signature or initials: exactly one of `image` and `text`. */
export interface SavedSignature {
  image: string | null;
  text: string | null;
  updatedAt: string;
}

/** GET /v1/profile/signatures: the account's signature and initials, null where none is kept. */
export type SavedSignaturesResponse = Record<SavedSignatureKind, SavedSignature | null>;

/** PUT and DELETE of one kind: what was done, and both kinds as they now are. */
export interface SavedSignatureChangeResponse {
  message: string;
  saved: SavedSignaturesResponse;
}
