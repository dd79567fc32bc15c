import {
  FIELD_ANSWERS,
  type FieldResponse,
  HANDWRITTEN_FIELD_TYPES,
  isFieldRequired,
} from '@signflow/contract/documents';
import type { FieldResponseFlag } from '@signflow/contract/signing';
import type { DocumentField, SignerRecord } from '../../api/document-types';

/**
 * The signer's main action in the bar, one at a time: Start signing, Next, Approve (a drawn or typed signature),
 * Sign (the adopted signature, in one tap), Upload (an image) or Finish. Reject and Revise are in a menu beside it.
 */
export const PRIMARY_ACTIONS = ['start', 'next', 'approve', 'sign', 'upload', 'finish'] as const;
export type PrimaryAction = (typeof PRIMARY_ACTIONS)[number];

/** The fields a signer signs by hand: their first signature (and first initials) is adopted for the others. */
export type HandwrittenType = (typeof HANDWRITTEN_FIELD_TYPES)[number];

/** A signature (or initials) the signer adopted: drawn (a PNG of the pad, fitted to each field) or typed. */
export type AdoptedSignature = { image: string } | { text: string };

/** A field as the signing page shows it (a highlight), with the page's own flags. */
export interface Highlight extends DocumentField {
  /** The signer's own field, while they may still sign. */
  editable: boolean;
  active: boolean;
  /** Changed here and not yet saved: Finish sends it. */
  save: boolean;
}

/** Signing screen state (the PDF, and whether Finish is saving, are the page's). */
export interface SigningSession {
  highlights: Highlight[];
  /** The signer has begun: Next, not Start signing, goes on. */
  started: boolean;
  /** The active field shows what signs it (the pad, the image chooser); else the adopted signature signs it. */
  padOpen: boolean;
  adopted: Partial<Record<HandwrittenType, AdoptedSignature>>;
  /** The finish step (summary, consent, Finish) is open: asked for, or every required field was just filled. */
  finishOpen: boolean;
}

/** The field flags that end signing at once, as a signer declines. */
export type Decline = Exclude<FieldResponseFlag, 'approve'>;

/** What signs a field: an image, a typed text. */
export type SignedAnswer = { image: string } | { text: string };

export type SigningAction =
  | { type: 'next' }
  | { type: 'fieldChosen'; fieldId: string }
  | { type: 'scrolled' }
  /** A field signed in the panel or with the adopted signature; `adopt` makes that signature the adopted one. */
  | { type: 'signed'; fieldId: string; answer: SignedAnswer; adopt?: AdoptedSignature }
  /** A name or text typed in its box, or a checkbox ticked or not: answered as it changes. */
  | { type: 'answered'; fieldId: string; text?: string; checked?: boolean }
  /** A signed field emptied: its pad opens again, to sign it anew. */
  | { type: 'cleared'; fieldId: string }
  /** `images` holds the picture each editable field keeps with the decision. */
  | { type: 'declined'; decline: Decline; images: Record<string, string> }
  | { type: 'finishAsked' }
  | { type: 'finishClosed' }
  | { type: 'saved'; fieldIds: string[] };

const EMPTY_RESPONSE: FieldResponse = {
  image: null,
  text: null,
  checked: null,
  approve: false,
  reject: false,
  revise: false,
};

/** Answered as the server counts it at submission: approved with an image or a text, a checkbox ticked. */
export function isAnswered(field: DocumentField): boolean {
  const { response } = field;
  if (!response.approve) return false;
  if (field.type === 'checkbox') return response.checked === true;
  return response.image !== null || (response.text ?? null) !== null;
}

/** An own field the signer must still fill in before Finish: dates are the server's, optional fields may stay empty. */
const isEmpty = (field: Highlight) => field.editable && isFieldRequired(field) && !isAnswered(field);

/** A field answered in the panel (a pad, an image, a typed signature); the others are answered in their box. */
export const isAnsweredInPanel = (field: DocumentField) =>
  FIELD_ANSWERS[field.type].some((answer) => answer === 'image');

export const isHandwritten = (type: DocumentField['type']): type is HandwrittenType =>
  (HANDWRITTEN_FIELD_TYPES as readonly string[]).includes(type);

/** The initials of a name: the first letter of each of its words, e.g. 'Amy Lee' → 'AL'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase()
    .slice(0, 10);
}

/** Reading order: page by page, then top to bottom, then left to right. */
function readingOrder(a: DocumentField, b: DocumentField): number {
  const first = a.position.boundingRect;
  const second = b.position.boundingRect;
  return (
    a.position.pageNumber - b.position.pageNumber ||
    first.y1 / first.height - second.y1 / second.height ||
    first.x1 / first.width - second.x1 / second.width
  );
}

/** The signature (or initials) a field already carries, as it can be adopted: a signer coming back keeps theirs. */
function signatureOf(field: DocumentField): AdoptedSignature | null {
  if (!isHandwritten(field.type) || !field.response.approve) return null;
  if (field.response.image) return { image: field.response.image };
  return field.response.text ? { text: field.response.text } : null;
}

/**
 * The session a signer starts with: their own fields editable, but for those the sender filled in. Only a record they may still sign gets this far
 * (recordProblemOf is null: not submitted, and the document out for signing).
 */
export function startSession(record: Pick<SignerRecord, 'signers' | 'fields' | 'signerId'>): SigningSession {
  const signerName = record.signers.find((signer) => signer.id === record.signerId)?.name ?? '';
  const highlights = [...record.fields].sort(readingOrder).map((field) => {
    // A value the sender gave when making the document from a template is read, never changed.
    const editable = field.signerId === record.signerId && !field.senderFilled;
    // A full-name field starts filled with the signer's name, theirs to correct.
    const prefill =
      editable && field.type === 'name' && !field.response.approve && !field.response.reject && !field.response.revise;
    return {
      ...field,
      response: prefill && signerName ? { ...EMPTY_RESPONSE, text: signerName, approve: true } : field.response,
      editable,
      active: false,
      save: prefill && signerName !== '',
    };
  });
  const adopted: SigningSession['adopted'] = {};
  for (const field of highlights) {
    const signature = field.editable ? signatureOf(field) : null;
    if (signature && isHandwritten(field.type)) adopted[field.type] ??= signature;
  }
  // A prefilled name is not yet the signer's doing: they still start signing.
  const started = highlights.some((field) => field.editable && isAnswered(field) && !field.save);
  return { highlights, started, padOpen: false, adopted, finishOpen: false };
}

/** The signer has rejected or asked for a revision: nothing is left to do but send it. */
export function isDeclined(session: SigningSession): boolean {
  return session.highlights.some((field) => field.editable && (field.response.reject || field.response.revise));
}

export function activeField(session: SigningSession): Highlight | undefined {
  return session.highlights.find((field) => field.active);
}

/** The signature a field of this type would take in one tap, if the signer adopted one. */
export function adoptedFor(session: SigningSession, field: DocumentField): AdoptedSignature | undefined {
  return isHandwritten(field.type) ? session.adopted[field.type] : undefined;
}

/** An own field that can be chosen to sign: empty, while no decision has been taken. */
export function isChoosable(session: SigningSession, field: Highlight): boolean {
  return isEmpty(field) && isAnsweredInPanel(field) && !isDeclined(session);
}

/** An own field answered in its box (a name, a text, a checkbox) that may still change. */
export function isInlineEditable(session: SigningSession, field: Highlight): boolean {
  return field.editable && !isAnsweredInPanel(field) && field.type !== 'date' && !isDeclined(session);
}

/** An own field whose approved image can still be taken back. */
export function isClearable(session: SigningSession, field: Highlight): boolean {
  return field.editable && isAnsweredInPanel(field) && field.response.approve && !isDeclined(session);
}

/** The fields the signer must fill in, and how many they have. */
export function progressOf(session: SigningSession): { completed: number; total: number } {
  const own = session.highlights.filter((field) => field.editable && isFieldRequired(field));
  return { completed: own.filter(isAnswered).length, total: own.length };
}

/** Every required field is filled in (or the signer declined): Finish is what is left. */
export function isComplete(session: SigningSession): boolean {
  return isDeclined(session) || !session.highlights.some(isEmpty);
}

/** The one action the bar offers now. */
export function primaryActionOf(session: SigningSession): PrimaryAction {
  if (isComplete(session)) return 'finish';
  const active = activeField(session);
  if (active && isAnsweredInPanel(active)) {
    if (!session.padOpen) return 'sign';
    return active.type === 'file' ? 'upload' : 'approve';
  }
  if (active) return 'next';
  return session.started ? 'next' : 'start';
}

/** Makes `target` the active field (none: every field is put down), its pad open unless a signature is adopted. */
function activate(session: SigningSession, target: Highlight | undefined, padOpen?: boolean): SigningSession {
  return {
    ...session,
    highlights: session.highlights.map((field) => ({ ...field, active: field.id === target?.id })),
    padOpen: target !== undefined && (padOpen ?? (isAnsweredInPanel(target) && !adoptedFor(session, target))),
    finishOpen: false,
  };
}

/**
 * The guided step after a field is filled: on to the next field still empty, or, when none is left, the finish
 * step.
 */
function moveOn(session: SigningSession): SigningSession {
  const next = session.highlights.find(isEmpty);
  if (next) return activate({ ...session, started: true }, next);
  return { ...activate({ ...session, started: true }, undefined), finishOpen: true };
}

function respond(session: SigningSession, fieldId: string, response: FieldResponse): SigningSession {
  return {
    ...session,
    highlights: session.highlights.map((field) => (field.id === fieldId ? { ...field, response, save: true } : field)),
  };
}

/** Signer actions, as transitions of the session. */
export function signingSessionReducer(session: SigningSession, action: SigningAction): SigningSession {
  switch (action.type) {
    case 'next': {
      if (isDeclined(session)) return session;
      return moveOn(session);
    }
    case 'fieldChosen': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      return field && isChoosable(session, field) ? activate({ ...session, started: true }, field) : session;
    }
    case 'scrolled': {
      if (!activeField(session)) return session;
      return activate(session, undefined);
    }
    case 'signed': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      if (!field?.editable || !isAnsweredInPanel(field) || isDeclined(session)) return session;
      const signed = respond(session, action.fieldId, { ...EMPTY_RESPONSE, ...action.answer, approve: true });
      const adopted = action.adopt && isHandwritten(field.type) ? { [field.type]: action.adopt } : {};
      return moveOn({ ...signed, adopted: { ...session.adopted, ...adopted } });
    }
    case 'answered': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      if (!field || !isInlineEditable(session, field)) return session;
      const text = action.text === undefined ? null : action.text.trim() === '' ? null : action.text;
      const checked = action.checked ?? null;
      const answered = respond(session, action.fieldId, {
        ...EMPTY_RESPONSE,
        text,
        checked,
        approve: text !== null || checked !== null,
      });
      // A tick is a whole answer: the guided step goes on. Typing goes on only when the signer says (Next, Enter).
      if (checked === true) return moveOn(answered);
      return { ...answered, started: true };
    }
    case 'cleared': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      if (!field || !isClearable(session, field)) return session;
      const cleared = respond(session, action.fieldId, EMPTY_RESPONSE);
      return activate(
        cleared,
        cleared.highlights.find((each) => each.id === action.fieldId),
        true,
      );
    }
    case 'declined': {
      const decision = { reject: action.decline === 'reject', revise: action.decline === 'revise' };
      const highlights = session.highlights.map((field) => {
        if (!field.editable) return { ...field, active: false };
        const image = action.images[field.id];
        // A field answered in its box keeps its answer (or none) with the decision; a picture field gets the stamp.
        const kept = isAnsweredInPanel(field)
          ? image
            ? { image }
            : null
          : { text: field.response.text ?? null, checked: field.response.checked ?? null };
        if (!kept) return { ...field, active: false };
        return { ...field, response: { ...EMPTY_RESPONSE, ...kept, ...decision }, active: false, save: true };
      });
      return { ...session, highlights, padOpen: false, finishOpen: false };
    }
    case 'finishAsked':
      return isComplete(session) ? { ...activate(session, undefined), finishOpen: true } : session;
    case 'finishClosed':
      return { ...session, finishOpen: false };
    case 'saved':
      return {
        ...session,
        highlights: session.highlights.map((field) =>
          action.fieldIds.includes(field.id) ? { ...field, save: false } : field,
        ),
      };
  }
}
