import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';
import type { AuditEventType } from './audit';
import {
  type DocumentField,
  type DocumentStatus,
  type DocumentSummary,
  MAX_FIELD_TEXT_LENGTH,
  type SealState,
  type SigningOutcomeStatus,
} from './documents';
import { typedText } from './fields';
import type { Language } from './languages';
import type { SignerVerificationNeed } from './signer-verification';

/**
 * The signer's side of signing (docs/domain.md#signers-and-their-links): every call carries the signer's link token as
 * `?token=`, never a bearer token.
 */
export const SIGNER_TOKEN_PARAM = 'token';

/** The signer's PDF: the owner's DocPath with 'asset' swapped for 'user-sign', plus `?token=`. */
export const signerDocumentPath = (documentId: string) => `/user-sign/${documentId}`;

/**
 * Another signer's answered image as the signer record points at it, instead of carrying it (docs/api.md): the PNG
 * itself, fetched with `?token=` like the record.
 */
export const signerFieldImagePath = (documentId: string, fieldId: string) =>
  `/v1/documents/user-sign/${documentId}/coordinate/${fieldId}/image`;

/** Whether a response's image is the picture itself (a PNG data URL), not a path to fetch it from. */
export const isImageDataUrl = (image: string) => image.startsWith(PNG_DATA_URL_PREFIX);

/** The largest response image the server keeps, decoded: a field-sized PNG is far smaller. */
export const MAX_RESPONSE_IMAGE_BYTES = 512 * 1024;
/**
 * The most pixels a response image has. Even incompressible (4 bytes a pixel plus PNG's framing) such an
 * image stays under MAX_RESPONSE_IMAGE_BYTES, so the page never makes one the server refuses; the server
 * refuses more, which also bounds what decoding a tiny PNG that declares a huge size would cost.
 */
export const MAX_RESPONSE_IMAGE_PIXELS = 120_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG by its content, not its name: the eight bytes every PNG starts with. */
export function startsAsPng(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** A typed answer: trimmed, without control characters, bounded; '' is no answer. */
const typedAnswer = typedText(API_MESSAGES.responseTextInvalid)
  .max(MAX_FIELD_TEXT_LENGTH, fillTemplate(API_MESSAGES.responseTextTooLong, { limit: MAX_FIELD_TEXT_LENGTH }))
  .nullish()
  .transform((text) => (text ? text : null));

/** What the response carries besides its flags: an image, a typed text or a checkbox's tick (at most one). */
export function answersOf(response: { image: string | null; text?: string | null; checked?: boolean | null }) {
  return (['image', 'text', 'checked'] as const).filter((answer) => (response[answer] ?? null) !== null);
}

/**
 * A signer's response to a field: empty, approved, rejected or revised. An approval carries one answer (an
 * image, a typed text, or a checkbox's `checked`); a reject or a revise may carry one (e.g. a stamp) or none.
 * `text` and `checked` may be left out, as by clients that only know images.
 */
export const fieldResponseSchema = z
  .object(
    {
      image: z
        .string({ error: API_MESSAGES.imageNotPng })
        .startsWith(PNG_DATA_URL_PREFIX, API_MESSAGES.imageNotPng)
        .nullable(),
      text: typedAnswer,
      checked: z
        .boolean({ error: API_MESSAGES.responseCheckedInvalid })
        .nullish()
        .transform((checked) => checked ?? null),
      approve: z.boolean({ error: API_MESSAGES.responseInvalid }),
      reject: z.boolean({ error: API_MESSAGES.responseInvalid }),
      revise: z.boolean({ error: API_MESSAGES.responseInvalid }),
    },
    { error: API_MESSAGES.responseInvalid },
  )
  .refine(
    (response) => {
      const flags = [response.approve, response.reject, response.revise].filter(Boolean).length;
      const answers = answersOf(response).length;
      if (answers > 1) return false;
      return answers === 1 ? flags === 1 : flags === 0 || (flags === 1 && !response.approve);
    },
    { message: API_MESSAGES.responseInvalid },
  );
export type FieldResponseInput = z.input<typeof fieldResponseSchema>;

/**
 * PUT /v1/documents/user-sign/{id}/coordinate/{coordId}?token: the signer's response to one of their fields.
 * The published client sends the field's position, type and userId too; the server keeps only the response,
 * as the field's place is the owner's.
 */
export const signerFieldBodySchema = z.object({ response: fieldResponseSchema });
export type SignerFieldBody = z.input<typeof signerFieldBodySchema>;

/** What a signer's submission says, from their fields: any reject rejects, else any revise asks revision. */
export const SIGNER_DECISIONS = ['approved', 'rejected', 'revision'] as const;
export type SignerDecision = (typeof SIGNER_DECISIONS)[number];

/** The flags of a field's response (fieldResponseSchema): the one a signer sets says what they decide. */
export const FIELD_RESPONSE_FLAGS = ['approve', 'reject', 'revise'] as const;
export type FieldResponseFlag = (typeof FIELD_RESPONSE_FLAGS)[number];

/**
 * The outcome vocabulary, in one table: for each signer decision, the field flag that expresses it, the
 * status the document takes (Completed only once every signer has approved; a reject or a revision ends
 * signing at once) and the audit event that records that outcome.
 */
export const SIGNER_OUTCOMES = {
  approved: { fieldFlag: 'approve', status: 'Completed', event: 'completed' },
  rejected: { fieldFlag: 'reject', status: 'Rejected', event: 'rejected' },
  revision: { fieldFlag: 'revise', status: 'Revision', event: 'revision_asked' },
} as const satisfies Record<
  SignerDecision,
  { fieldFlag: FieldResponseFlag; status: SigningOutcomeStatus; event: AuditEventType }
>;

/** Which decision wins among a signer's fields: any reject rejects, else any revise asks revision. */
export const DECISION_PRECEDENCE = ['rejected', 'revision', 'approved'] as const satisfies readonly SignerDecision[];

/** A field flag's decision ('approve' → 'approved'…), as a `field_completed` event's `response` names it. */
export const DECISION_OF_FIELD_FLAG: Record<FieldResponseFlag, SignerDecision> = {
  [SIGNER_OUTCOMES.approved.fieldFlag]: 'approved',
  [SIGNER_OUTCOMES.rejected.fieldFlag]: 'rejected',
  [SIGNER_OUTCOMES.revision.fieldFlag]: 'revision',
};

/** The decision a signer's responses add up to, by DECISION_PRECEDENCE. */
export function decisionOfResponses(responses: readonly Partial<Record<FieldResponseFlag, boolean>>[]): SignerDecision {
  const decided = DECISION_PRECEDENCE.find((decision) =>
    responses.some((response) => response[SIGNER_OUTCOMES[decision].fieldFlag]),
  );
  return decided ?? 'approved';
}

/**
 * A signer's copy of the sealed PDF, by their signing link while it lives or by the link mailed with the
 * sealed PDF, with `?token=`.
 */
export const signerSealedPdfPath = (documentId: string) => `/v1/documents/user-sign/${documentId}/download`;

/**
 * GET /v1/documents/user-sign/validate?token: the signer validation result. `status` is 'Sent' while the
 * signer may sign, or 'Completed' once every party has: the link then offers the sealed PDF, ready when
 * `sealed` says so. `sealState` (null while 'Sent') also tells a sealing that failed, which waits for the
 * owner to retry it, from one under way.
 */
export interface SignerValidation extends Omit<SignerLinkCheck, 'documentId' | 'signerId'> {
  documentID: string;
  signerID: string;
}

/** The signer validation in the glossary's names (docs/glossary.md): what both sides speak past their wire mapping. */
export interface SignerLinkCheck {
  documentId: string;
  signerId: string;
  status: Extract<DocumentStatus, 'Sent' | 'Completed'>;
  sealed: boolean;
  sealState: SealState | null;
  /** The language of the signer's invitation (the owner's): the page's language unless the browser's is one of ours. */
  language: Language;
  /** How the signer proves who they are before the document opens (docs/domain.md#signer-verification). */
  verification: SignerVerificationNeed;
}

/**
 * The document as its signer sees it: no owner details, and its PDF at the signer's path: `DocPath` is
 * `/user-sign/{id}`, fetched with `?token=`.
 */
export type SignerDocument = Pick<DocumentSummary, 'id' | 'Id' | 'DocName' | 'status' | 'DocPath' | 'pageCount'>;

/** A signer as other signers see them: no e-mail address. */
export interface SignerSummary {
  id: string;
  name: string;
  color: string;
}

/**
 * What follows once this signer signs, as far as the record can tell (other signers may still decline):
 * `completes`: they are the last, and everyone will have signed; `othersSign`: signers of their level (`names`)
 * still sign; `nextInvited`: the next level (`names`) is invited.
 */
export const SIGNING_FOLLOW_UPS = ['completes', 'othersSign', 'nextInvited'] as const;
export type SigningFollowUpKind = (typeof SIGNING_FOLLOW_UPS)[number];
export interface SigningFollowUp {
  kind: SigningFollowUpKind;
  names: string[];
}

/**
 * GET /v1/documents/user-sign/{id}?token: the signing record's shape. Fields whose `userId` is
 * `signerID` are this signer's own; the others are shown, not editable, their answers only once their signer
 * submitted, and an image of theirs as the path signerFieldImagePath names (docs/api.md#a-signers-record).
 * `submitted` tells the page to show the 'Signing already complete' dialog. `sender` and `message` say who asks and
 * why (the sender's message of the round, null when none); `followUp` what happens once this signer signs.
 */
export interface SignerRecordResponse {
  document: SignerDocument;
  users: SignerSummary[];
  coordinates: DocumentField[];
  signerID: string;
  submitted: boolean;
  /** The language of the signer's invitation (the owner's), as in SignerValidation. */
  language: Language;
  sender: { name: string; email: string };
  message: string | null;
  followUp: SigningFollowUp;
  /**
   * The sites the document's owner lets embed this page (docs/embedding.md): in a frame, the page tells the page
   * around it what happens only when that page's origin is one of these.
   */
  embedOrigins: string[];
}

/**
 * What a signer agrees to when they approve (docs/domain.md#signers-and-their-links): the signing page shows it
 * beside a box they tick, the submission carries `consent: true`, and the trail (`consent_given`) and the
 * certificate page record it with its time. English is the i18n key; the other languages follow.
 */
export const SIGNING_CONSENT_STATEMENT =
  'I agree that my electronic signature is the legal equivalent of my handwritten signature';
export const SIGNING_CONSENT_STATEMENTS: Record<Language, string> = {
  en: SIGNING_CONSENT_STATEMENT,
  tr: 'Elektronik imzamın, elle attığım imzanın hukuken eşdeğeri olduğunu kabul ediyorum',
  de: 'Ich stimme zu, dass meine elektronische Unterschrift meiner handschriftlichen Unterschrift rechtlich gleichwertig ist',
  fr: 'J’accepte que ma signature électronique soit l’équivalent juridique de ma signature manuscrite',
  es: 'Acepto que mi firma electrónica sea el equivalente legal de mi firma manuscrita',
  id: 'Saya setuju bahwa tanda tangan elektronik saya setara secara hukum dengan tanda tangan tulisan tangan saya',
};

/** POST /v1/documents/user-sign/{id}/submit?token. A second submit answers the same and changes nothing. */
export interface SignerSubmitResponse {
  message: string;
  decision: SignerDecision;
  status: DocumentStatus;
}

/** The longest reason a signer may give for rejecting or asking for a revision. */
export const MAX_DECISION_REASON_LENGTH = 1000;

/** Why a signer rejects or asks for a revision, as typed: trimmed, '' meaning none. */
export const decisionReasonField = typedText(API_MESSAGES.invalidRequest).max(
  MAX_DECISION_REASON_LENGTH,
  fillTemplate(API_MESSAGES.reasonTooLong, { limit: MAX_DECISION_REASON_LENGTH }),
);

/** Which decisions need a reason: a revision says what to change; a rejection may, a signature does not. */
export const DECISION_NEEDS_REASON: Record<SignerDecision, boolean> = {
  approved: false,
  rejected: false,
  revision: true,
};

/**
 * The body of POST …/submit: none (as older clients send), or `{reason, consent}`. The reason is kept only with a
 * rejection or a revision request, and a revision request needs one (400 revisionReasonRequired); an approval
 * needs `consent: true` (400 consentRequired), a decline none. The decision itself comes from the signer's fields,
 * so those rules are the server's once it has read them.
 */
export const signerSubmitBodySchema = z
  .object(
    {
      reason: decisionReasonField.nullish(),
      consent: z.boolean({ error: API_MESSAGES.consentInvalid }).nullish(),
    },
    { error: API_MESSAGES.invalidRequest },
  )
  .nullish()
  .transform((body) => ({ reason: body?.reason ? body.reason : null, consent: body?.consent === true }));
export type SignerSubmitBody = z.input<typeof signerSubmitBodySchema>;

/** The signing page's Reject and Revise dialog: the same rules as the submission's. */
export const declineReasonFormSchema = (decision: Exclude<SignerDecision, 'approved'>) =>
  z.object({
    reason: DECISION_NEEDS_REASON[decision]
      ? decisionReasonField.min(1, API_MESSAGES.revisionReasonRequired)
      : decisionReasonField,
  });
export type DeclineReasonForm = z.input<ReturnType<typeof declineReasonFormSchema>>;

/**
 * GET /v1/documents/user-sign/ending?token: where a signer stands once they have submitted (409 signNotSubmitted
 * before): their decision and reason, the document's status, who signs next while it is still out for signing
 * (`nextSigners`, by name), and, once it is Completed, whether its sealed PDF (signerSealedPdfPath) is ready.
 */
export interface SignerEnding extends Omit<SignerStanding, 'documentId' | 'signerId' | 'documentName'> {
  documentID: string;
  signerID: string;
  DocName: string;
}

/** The signer's ending in the glossary's names (docs/glossary.md): what both sides speak past their wire mapping. */
export interface SignerStanding {
  documentId: string;
  signerId: string;
  documentName: string;
  decision: SignerDecision;
  reason: string | null;
  status: DocumentStatus;
  nextSigners: string[];
  sealed: boolean;
  sealState: SealState | null;
  language: Language;
}
