import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';
import { emailField, nameField } from './fields';
import { MAILED_CODE_DIGITS, MAILED_CODE_MINUTES, MAILED_CODE_TRIES } from './signer-verification';
import { templateRecipientSchema, templateUseSchema } from './templates';

/**
 * A template's public link (docs/domain.md#public-links): whoever opens it gives their name and e-mail, proves the
 * address with a code mailed to it, and signs as the template's first role; each visit makes a document of its own.
 */

/** The code mailed to a visitor: its digits, how long it works, and how many wrong tries end it. */
export const PUBLIC_LINK_CODE_DIGITS = MAILED_CODE_DIGITS;
export const PUBLIC_LINK_CODE_MINUTES = MAILED_CODE_MINUTES;
export const PUBLIC_LINK_CODE_TRIES = MAILED_CODE_TRIES;

/**
 * PUT /v1/templates/{id}/public-link: the link on or off, with a person for each role but the first (`recipients`,
 * as when the template is used) and the values of the fields the sender fills in (`values`). Turning it on needs
 * them all; what is left out keeps what was given before.
 */
export const publicLinkSettingsSchema = z.object(
  {
    enabled: z.boolean({ error: API_MESSAGES.enabledInvalid }),
    recipients: z.array(templateRecipientSchema, { error: API_MESSAGES.invalidRequest }).optional(),
    values: templateUseSchema.shape.values.unwrap().optional(),
  },
  { error: API_MESSAGES.invalidRequest },
);
export type PublicLinkSettings = z.input<typeof publicLinkSettingsSchema>;

/** A template's public link as its owner sees it. */
export interface PublicLinkAnswer {
  /** Null until the link is first set: it has no address yet. */
  url: string | null;
  enabled: boolean;
  recipients: { roleId: string; name: string; email: string }[];
  values: { fieldId: string; value: string }[];
}

/** GET /v1/public-links/{slug}: what a visitor is told before they give their name. */
export interface PublicLinkInfo {
  /** The document they will sign: the template's name. */
  documentName: string;
  /** The account holder who published the link. */
  ownerName: string;
  /** The role they sign as. */
  roleName: string;
  pageCount: number;
}

/** POST /v1/public-links/{slug}/visits: who the visitor is; a code is mailed to the address. */
export const publicLinkVisitorSchema = z.object(
  { name: nameField(), email: emailField },
  { error: API_MESSAGES.invalidRequest },
);
export type PublicLinkVisitor = z.input<typeof publicLinkVisitorSchema>;

/** What POST /v1/public-links/{slug}/visits answers: the visit the mailed code confirms. */
export interface PublicLinkVisitStarted {
  visitId: string;
  /** When the code stops working. */
  expiresAt: string;
}

/** POST /v1/public-links/{slug}/visits/{visitId}/confirm: the code from the mail. */
export const publicLinkCodeSchema = z.object(
  {
    code: z
      .string({ error: fillTemplate(API_MESSAGES.publicLinkCodeInvalid, { digits: PUBLIC_LINK_CODE_DIGITS }) })
      .trim()
      .regex(
        new RegExp(`^\\d{${PUBLIC_LINK_CODE_DIGITS}}$`),
        fillTemplate(API_MESSAGES.publicLinkCodeInvalid, { digits: PUBLIC_LINK_CODE_DIGITS }),
      ),
  },
  { error: API_MESSAGES.invalidRequest },
);
export type PublicLinkCode = z.input<typeof publicLinkCodeSchema>;

/** What a confirmed visit answers: the visitor's own signing page, where they sign at once. */
export interface PublicLinkVisitConfirmed {
  documentId: string;
  signingUrl: string;
}
