import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';
import { cutWhole, steadyDirection, typedText, wholeCharacters } from './fields';
import { approverSchema, MAX_APPROVERS } from './flows';
import { pageQuerySchema, sortByQuery } from './paging';
import type { SignerVerification } from './signer-verification';

/**
 * Draft → Sent → Completed, or Sent → Rejected / Revision, or Sent → Cancelled by its owner:
 * docs/domain.md#documents-and-their-states.
 */
export const DOCUMENT_STATUSES = ['Draft', 'Sent', 'Completed', 'Rejected', 'Revision', 'Cancelled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** Documents lists these; Archives the finished ones. */
export const ACTIVE_STATUSES = ['Draft', 'Sent'] as const satisfies readonly DocumentStatus[];
/**
 * Finished, but waiting on its owner: a document sent back for revision stays in Documents (as well as in Archives)
 * until it is prepared again.
 */
export const NEEDS_OWNER_STATUSES = ['Revision'] as const satisfies readonly DocumentStatus[];
/** What Documents lists: the active documents and the ones waiting on their owner. */
export const DOCUMENTS_LIST_STATUSES = [
  ...ACTIVE_STATUSES,
  ...NEEDS_OWNER_STATUSES,
] as const satisfies readonly DocumentStatus[];
export const FINISHED_STATUSES = [
  'Completed',
  'Rejected',
  'Revision',
  'Cancelled',
] as const satisfies readonly DocumentStatus[];
export type FinishedStatus = (typeof FINISHED_STATUSES)[number];
/** How signing can end on its own, by the signers' decisions: Cancelled is the owner's doing. */
export type SigningOutcomeStatus = Exclude<FinishedStatus, 'Cancelled'>;
/** The statuses Prepare again starts from (docs/domain.md#documents-and-their-states). */
export const PREPARABLE_STATUSES = ['Revision', 'Cancelled'] as const satisfies readonly DocumentStatus[];

/**
 * Whether a document may move to the Trash: not while it is out for signing, and a Completed one only once sealed
 * (its sealed copy and the mails carrying it to the signers come first).
 */
export function isTrashable(document: { status: DocumentStatus; sealed: boolean }): boolean {
  if (document.status === 'Sent') return false;
  return document.status !== 'Completed' || document.sealed;
}

/** POST /v1/fileupload/fileupload: the multipart form's two parts (docs/api.md#uploads). */
export const UPLOAD_FILE_FIELD = 'file';
export const UPLOAD_FLOW_FIELD = 'flowHeaderId';
/**
 * 'Just these people': instead of a flow, an optional part carrying the signers as a JSON array of approvers; they
 * become the document's signers, and no flow is made (docs/api.md#uploads).
 */
export const UPLOAD_SIGNERS_FIELD = 'signers';
/**
 * With typed signers, an optional part 'true' keeps them as a flow named after the document as well: only then does
 * the upload count against the plan's flow limit. 'false', empty or no part: no flow.
 */
export const UPLOAD_SAVE_AS_FLOW_FIELD = 'saveAsFlow';
export const uploadSaveAsFlowSchema = z
  .enum(['true', 'false', ''], { error: API_MESSAGES.saveAsFlowInvalid })
  .transform((value) => value === 'true');
export const uploadSignersSchema = z
  .array(approverSchema, { error: API_MESSAGES.invalidRequest })
  .min(1, API_MESSAGES.flowNeedsApprover)
  .max(MAX_APPROVERS, API_MESSAGES.flowApproverLimit);

/** The longest name a document keeps. */
export const MAX_DOCUMENT_NAME_LENGTH = 255;

/**
 * The uploaded file's name as the document's name: its last path part, control characters dropped, trimmed, at most
 * MAX_DOCUMENT_NAME_LENGTH characters; 'document.pdf' when nothing is left.
 */
export function documentNameOf(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  return cutWhole(base.replace(/\p{Cc}/gu, '').trim(), MAX_DOCUMENT_NAME_LENGTH) || 'document.pdf';
}

/**
 * A document's name follows the rules of names (whole characters, no change of text direction), and holds no
 * character its file name's bytes could not be read as (U+FFFD, what the multipart reader makes of bytes that are no
 * text, such as half of a surrogate pair): the name stays on the certificate page and in the seal register.
 */
const documentNameSchema = steadyDirection(
  wholeCharacters(z.string().regex(/^[^\ufffd]*$/u, API_MESSAGES.fileNameUnreadable)),
);

/** Why an upload of this file name is refused (the message, for the upload form and the API alike), or null. */
export function documentNameProblem(fileName: string | undefined): string | null {
  return documentNameSchema.safeParse(documentNameOf(fileName)).error?.issues[0]?.message ?? null;
}

/** The signers part's size limit: 50 rows of the longest names and addresses fit. */
export const UPLOAD_SIGNERS_PART_BYTES = 32 * 1024;
export type UploadSignersInput = z.input<typeof uploadSignersSchema>;

/**
 * 'draw' is a signature field (drawn, or typed and shown in a handwriting font), 'file' an uploaded image,
 * 'initials' the signer's initials (drawn or typed), 'name' their full name (prefilled), 'date' the date they
 * signed (filled by the server at submission), 'text' a line the signer types, 'checkbox' a box they tick
 * (docs/domain.md#fields).
 */
export const FIELD_TYPES = ['draw', 'file', 'initials', 'name', 'date', 'text', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** What a signer's response to each type may carry: an image, a typed text, a tick; a date field nothing. */
export const FIELD_ANSWERS = {
  draw: ['image', 'text'],
  file: ['image'],
  initials: ['image', 'text'],
  name: ['text'],
  date: [],
  text: ['text'],
  checkbox: ['checked'],
} as const satisfies Record<FieldType, readonly ('image' | 'text' | 'checked')[]>;

/** Types whose typed text is drawn in the handwriting font (a typed signature or initials). */
export const HANDWRITTEN_FIELD_TYPES = ['draw', 'initials'] as const satisfies readonly FieldType[];

/** The longest typed answer of each type that takes one. */
export const FIELD_TEXT_LIMITS = { draw: 100, initials: 10, name: 100, text: 500 } as const;
export const MAX_FIELD_TEXT_LENGTH = 500;

/** Types the owner gives a label (shown as the placeholder) and a required flag; the others are always required. */
export const FIELD_TYPES_WITH_OPTIONS = ['text', 'checkbox'] as const satisfies readonly FieldType[];
export const MAX_FIELD_LABEL_LENGTH = 100;

export function hasFieldOptions(type: FieldType): boolean {
  return (FIELD_TYPES_WITH_OPTIONS as readonly FieldType[]).includes(type);
}

/**
 * Types a template's field may leave to the sender (docs/domain.md#templates): the sender gives the value when a
 * document is made from the template, and its signer reads it and cannot change it.
 */
export const SENDER_FILLED_FIELD_TYPES = ['text', 'date', 'checkbox'] as const satisfies readonly FieldType[];
export type SenderFilledFieldType = (typeof SENDER_FILLED_FIELD_TYPES)[number];

export function isSenderFillable(type: FieldType): type is SenderFilledFieldType {
  return (SENDER_FILLED_FIELD_TYPES as readonly FieldType[]).includes(type);
}

/** Whether the signer must answer the field before submitting; a date field is the server's to fill. */
export function isFieldRequired(field: { type: FieldType; required: boolean }): boolean {
  if (field.type === 'date') return false;
  return hasFieldOptions(field.type) ? field.required : true;
}

/** The signing date as the owner writes dates (their language, the long style, UTC), e.g. "24 November 2026". */
export function formatSigningDate(at: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/**
 * A signer's colour, given by their order among the document's signers. The Okabe–Ito palette:
 * eight colours told apart with every common colour-vision deficiency.
 */
export const SIGNER_COLORS = [
  '#0072B2',
  '#D55E00',
  '#009E73',
  '#CC79A7',
  '#E69F00',
  '#56B4E9',
  '#F0E442',
  '#000000',
] as const;

export function signerColor(index: number): string {
  return SIGNER_COLORS[index % SIGNER_COLORS.length] ?? SIGNER_COLORS[0];
}

/** GET /v1/documents and /archieve: `?page&limit&sortBy=field:asc|desc`, by default createdAt:desc. */
export const DOCUMENT_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'status'] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];

/** The longest `search` a list accepts. */
export const MAX_DOCUMENT_SEARCH_LENGTH = 200;

/**
 * `?status=` of the Documents, Archives and Trash lists: a document status, or one of the overview's two views
 * that are not a status: 'NeedsAttention' (Sent with an expired link or a failed mail to a signer, Revision, or
 * Completed with a failed seal) and 'CompletedThisMonth' (Completed since the first of this month, UTC). A list answers
 * only what it holds: Documents has no Completed, Archives no Draft.
 */
export const DOCUMENT_STATUS_FILTERS = [...DOCUMENT_STATUSES, 'NeedsAttention', 'CompletedThisMonth'] as const;
export type DocumentStatusFilter = (typeof DOCUMENT_STATUS_FILTERS)[number];

/**
 * `?search&status`: search finds a document by its name or a signer's name or e-mail (case-insensitive, any part
 * of it); an empty search is no search. docs/api.md#searching-and-filtering.
 */
export const documentFilterQuerySchema = z.object({
  search: typedText(API_MESSAGES.searchInvalid)
    .max(MAX_DOCUMENT_SEARCH_LENGTH, fillTemplate(API_MESSAGES.searchTooLong, { limit: MAX_DOCUMENT_SEARCH_LENGTH }))
    .optional()
    .transform((search) => (search ? search : undefined)),
  status: z.enum(DOCUMENT_STATUS_FILTERS, { error: API_MESSAGES.statusFilterInvalid }).optional(),
});
export type DocumentFilterQuery = z.output<typeof documentFilterQuerySchema>;

export const documentListQuerySchema = pageQuerySchema.extend({
  sortBy: sortByQuery(DOCUMENT_SORT_FIELDS, 'createdAt:desc'),
  ...documentFilterQuerySchema.shape,
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

/** GET /v1/documents/trash: paged, newest trashed first, with the same search and status filter. */
export const trashListQuerySchema = pageQuerySchema.extend(documentFilterQuerySchema.shape);
export type TrashListQuery = z.output<typeof trashListQuerySchema>;

/**
 * GET /v1/documents/overview: the counts at the top of Documents, each the total of the list
 * `?status=Draft`, `Sent`, `CompletedThisMonth` and `NeedsAttention` answer (Trash excluded).
 */
export interface DocumentOverview {
  draft: number;
  waiting: number;
  completedThisMonth: number;
  needsAttention: number;
  /** Of `needsAttention`, the documents sent back for revision: Documents lists them, with Prepare again. */
  revision: number;
  /**
   * Of `needsAttention`, the Completed documents whose sealing failed: Archives lists them (with Retry sealing), so
   * Documents' `?status=NeedsAttention` holds the other `needsAttention - sealFailed`.
   */
  sealFailed: number;
}

/** Half a pixel either side: what a client's rounding of the page edge can add. */
export const FIELD_EDGE_SLACK_PX = 0.5;
export const MAX_FIELD_RECTS = 50;

const pixels = z.number({ error: 'Field positions must be numbers' });

/**
 * A rectangle in the pixels of a page rendered `width × height`. Only the fractions x1/width,
 * y1/height… mean anything, so the same spot drawn at any zoom is the same field.
 */
export const fieldRectSchema = z.object({
  x1: pixels,
  y1: pixels,
  x2: pixels,
  y2: pixels,
  width: pixels,
  height: pixels,
  /** Sent by some clients; a field lies on `position.pageNumber` whatever a rect says. */
  pageNumber: z.unknown().optional(),
});
export type FieldRectInput = z.input<typeof fieldRectSchema>;

/** A rectangle as fractions of its page (0..1, top-left origin). */
export interface PageFractions {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const clampFraction = (value: number) => Math.min(1, Math.max(0, value));

/** The rectangle as fractions of the page, or null when it is not a rectangle inside the page. */
export function rectToFractions(rect: Omit<FieldRectInput, 'pageNumber'>): PageFractions | null {
  const { x1, y1, x2, y2, width, height } = rect;
  if (!(width > 0 && height > 0)) return null;
  const slack = FIELD_EDGE_SLACK_PX;
  if (x1 < -slack || y1 < -slack || x2 > width + slack || y2 > height + slack) return null;
  const fractions = {
    left: clampFraction(x1 / width),
    top: clampFraction(y1 / height),
    right: clampFraction(x2 / width),
    bottom: clampFraction(y2 / height),
  };
  if (!(fractions.left < fractions.right && fractions.top < fractions.bottom)) return null;
  return fractions;
}

export const fieldPositionSchema = z
  .object(
    {
      pageNumber: z.number({ error: 'pageNumber must be a whole number' }).int('pageNumber must be a whole number'),
      boundingRect: fieldRectSchema,
      rects: z.array(fieldRectSchema).max(MAX_FIELD_RECTS, `A field has at most ${MAX_FIELD_RECTS} rects`).default([]),
    },
    { error: 'position is required' },
  )
  .superRefine((position, context) => {
    if (!rectToFractions(position.boundingRect)) {
      context.addIssue({ code: 'custom', path: ['boundingRect'], message: API_MESSAGES.fieldOutsidePage });
    }
    position.rects.forEach((rect, index) => {
      if (!rectToFractions(rect)) {
        context.addIssue({ code: 'custom', path: ['rects', index], message: API_MESSAGES.fieldOutsidePage });
      }
    });
  });

/**
 * What every field is, whoever it is for (a document's signer, a template's role): its type, its place, and the
 * options of text and checkbox fields. One rule for both (docs/domain.md#fields).
 */
export const placedFieldShape = {
  type: z.enum(FIELD_TYPES, { error: API_MESSAGES.fieldTypeInvalid }),
  position: fieldPositionSchema,
  /** Text and checkbox fields: what the signer reads in or beside the box (a placeholder). */
  label: typedText(API_MESSAGES.fieldLabelInvalid)
    .max(MAX_FIELD_LABEL_LENGTH, fillTemplate(API_MESSAGES.fieldLabelTooLong, { limit: MAX_FIELD_LABEL_LENGTH }))
    .nullish()
    .transform((label) => (label ? label : null)),
  /** Text and checkbox fields: must the signer fill it in? Every other type must be answered. */
  required: z
    .boolean({ error: API_MESSAGES.fieldRequiredInvalid })
    .nullish()
    .transform((required) => required ?? false),
};

/** A field's options as the rules below read them. */
export interface PlacedFieldOptions {
  type: FieldType;
  label: string | null;
  required: boolean;
}

/**
 * POST /v1/documents/signing/{id}/coordinate, and PUT …/{coordId}: the field's signer, type and
 * place. The owner's client also sends `id`, `response` and its own editing flags; the server ignores them,
 * as a new field's response starts empty and only its signer fills it in.
 */
const fieldBodyObject = z.object({ userId: z.string({ error: API_MESSAGES.unknownSigner }), ...placedFieldShape });

/** A label or a required flag only on the types that have them. */
export function refuseMisplacedOptions(body: PlacedFieldOptions, context: z.RefinementCtx) {
  if (!hasFieldOptions(body.type) && (body.label !== null || body.required)) {
    context.addIssue({ code: 'custom', path: ['label'], message: API_MESSAGES.fieldOptionsNotAllowed });
  }
}

export const fieldBodySchema = fieldBodyObject.superRefine(refuseMisplacedOptions);
export type FieldBody = z.input<typeof fieldBodySchema>;

/** The most field changes one batch may carry: a generous page's worth for every signer. */
export const MAX_FIELD_CHANGES = 500;

/**
 * The most fields one document holds (docs/domain.md#fields), whatever adds them: the per-field calls, the editor's
 * batch, and anything else that places fields. It bounds what a signer's link fetches (at most this many fields,
 * each answer within the response image limits) and what sealing draws.
 */
export const MAX_FIELDS_PER_DOCUMENT = 1000;

/** Whether a document may hold `count` fields. */
export function withinFieldLimit(count: number): boolean {
  return count <= MAX_FIELDS_PER_DOCUMENT;
}

/**
 * PUT /v1/documents/signing/{id}/coordinates: the editor's whole save in one request, applied in one
 * transaction (all or nothing). `create` holds new fields, `update` existing ones by id, `delete` the ids
 * to remove. Answered with the signing record after the change, so the editor learns new ids and needs
 * no second request.
 */
export const fieldChangesSchema = fieldChangesOf(fieldBodyObject, refuseMisplacedOptions);
export type FieldChanges = z.input<typeof fieldChangesSchema>;

/**
 * A batch of field changes, `{create, update, delete}`, of fields whose body is `body` checked with `rules`: a
 * document's fields (above) and a template's (templates.ts) are saved in the same shape, within the same bound.
 */
export function fieldChangesOf<Shape extends z.ZodRawShape>(
  body: z.ZodObject<Shape>,
  rules: (body: z.output<z.ZodObject<Shape>>, context: z.RefinementCtx) => void,
) {
  const withId = body.extend({ id: z.uuid({ error: API_MESSAGES.unknownField }) });
  return z
    .object({
      create: z.array(body.superRefine(rules)).default([]),
      update: z
        .array(withId.superRefine((changed, context) => rules(changed as z.output<typeof body>, context)))
        .default([]),
      delete: z.array(z.uuid({ error: API_MESSAGES.unknownField })).default([]),
    })
    .refine((changes) => changes.create.length + changes.update.length + changes.delete.length <= MAX_FIELD_CHANGES, {
      error: API_MESSAGES.tooManyFieldChanges,
    });
}

/**
 * Where a Completed document's sealed PDF stands: being made (or waiting for another attempt), made, or
 * given up on after repeated failures until its owner retries.
 */
export const SEAL_STATES = ['pending', 'sealed', 'failed'] as const;
export type SealState = (typeof SEAL_STATES)[number];

/** A document as lists answer it. `DocPath` is fetched from the API host with the owner's bearer token. */
export interface DocumentSummary {
  id: string;
  /** The published spelling of `id` (docs/api.md#published-spellings), the same string. */
  Id: string;
  DocName: string;
  status: DocumentStatus;
  DocPath: string;
  pageCount: number;
  sizeBytes: number;
  /** SHA-256 of the uploaded file, hex: the audit certificate names it. */
  sha256: string;
  createdAt: string;
  updatedAt: string;
  trashedAt: string | null;
  /** When the last signer approved (status Completed); null for other statuses. */
  completedAt: string | null;
  /** When a Completed document's final PDF was sealed; null until then and for other statuses. */
  sealedAt: string | null;
  /** Null for every status but Completed. */
  sealState: SealState | null;
}

/**
 * Where a listed document's signing stands, counted in the list's own query: how many of its signers approved, of
 * how many, the names of those who have not answered yet, and of those who have no field (whom Invite Sign
 * would refuse), each in signing order.
 */
export interface SigningProgress {
  signed: number;
  total: number;
  waiting: string[];
  withoutFields: string[];
}

/**
 * The signer whose rejection or revision request ended the document's round, with the reason they gave (null when
 * they gave none): on a Rejected or Revision document's row until it is prepared again.
 */
export interface DeclinedBy {
  name: string;
  decision: 'rejected' | 'revision';
  reason: string | null;
}

/** A row of the Documents, Archives and Trash lists: the summary, its signers' progress, and who declined it. */
export interface DocumentListItem extends DocumentSummary {
  progress: SigningProgress;
  declinedBy: DeclinedBy | null;
}

/** A document's signer (a copy of the flow's approver, docs/domain.md#flows-and-levels), with the colour the editor shows. */
export interface DocumentSigner {
  id: string;
  name: string;
  email: string;
  level: number;
  color: string;
  /** How they prove who they are before the document opens (docs/domain.md#signer-verification). */
  verification?: SignerVerification;
}

/** A field's rect as the server answers it: `width = height = 1`, so x1… are fractions of the page. */
export interface FieldRect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  height: number;
  pageNumber: number;
}

export interface FieldResponse {
  image: string | null;
  /** A typed signature or initials, a name, a text, or the date the server filled in; null otherwise. */
  text: string | null;
  /** A checkbox's answer; null for other types, and for a checkbox not answered. */
  checked: boolean | null;
  approve: boolean;
  reject: boolean;
  revise: boolean;
}

/** A field (a "coordinate" in the published API) on the wire: docs/domain.md#fields. */
export interface DocumentField {
  id: string;
  userId: string;
  type: FieldType;
  position: { pageNumber: number; boundingRect: FieldRect; rects: FieldRect[] };
  /** Text and checkbox fields: the owner's label (null when none). */
  label: string | null;
  /** Text and checkbox fields: must be filled in; false for the other types (which always must be). */
  required: boolean;
  /**
   * Filled in by the sender when the document was made from a template (docs/domain.md#templates): `response` holds
   * the sender's value, which the signer reads and cannot change.
   */
  senderFilled: boolean;
  response: FieldResponse;
}

export interface DocumentResponse {
  document: DocumentSummary;
}

/** GET /v1/documents/signing/{id}: the document signing record. */
export interface SigningRecordResponse {
  document: DocumentSummary;
  users: DocumentSigner[];
  coordinates: DocumentField[];
}

export interface EmptyTrashResponse {
  deleted: number;
}
