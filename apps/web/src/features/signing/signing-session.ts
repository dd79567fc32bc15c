import { type DocumentField, FIELD_ANSWERS, type FieldResponse, isFieldRequired } from '@signflow/contract/documents';
import type { FieldResponseFlag, SignerRecordResponse } from '@signflow/contract/signing';

/** The signer's action buttons, in the order the page shows them. */
export const SIGNER_BUTTONS = ['reject', 'revise', 'next', 'start', 'approve', 'done', 'upload'] as const;
export type SignerButton = (typeof SIGNER_BUTTONS)[number];

/** Button sets: what `activeButtons` can hold. */
export const BUTTON_SETS = {
  start: ['start'],
  next: ['next'],
  drawField: ['approve', 'reject', 'revise'],
  uploadField: ['upload', 'reject', 'revise'],
  done: ['done'],
} as const satisfies Record<string, readonly SignerButton[]>;

/** Coordinate / highlight: a field with the page's own flags. */
export interface Highlight extends DocumentField {
  /** The signer's own field, while they may still sign. */
  editable: boolean;
  active: boolean;
  /** Changed here and not yet saved: Done sends it. */
  save: boolean;
}

/** Signing screen state (the PDF, and whether Done is saving, are the page's). */
export interface SigningSession {
  highlights: Highlight[];
  /** One of BUTTON_SETS. */
  activeButtons: readonly SignerButton[];
  /** The last empty field was just filled: the 'Finish signing' dialog asks to finish. */
  askToFinish: boolean;
}

/** The field flags that end signing at once, as a signer declines. */
export type Decline = Exclude<FieldResponseFlag, 'approve'>;

export type SigningAction =
  | { type: 'next' }
  | { type: 'fieldChosen'; fieldId: string }
  | { type: 'scrolled' }
  | { type: 'approved'; fieldId: string; image: string }
  /** A typed signature or initials, approved like a drawing. */
  | { type: 'typedSignature'; fieldId: string; text: string }
  /** A name or text typed in its box, or a checkbox ticked or not: answered as it changes. */
  | { type: 'answered'; fieldId: string; text?: string; checked?: boolean }
  | { type: 'cleared'; fieldId: string }
  /** `images` holds the picture each editable field keeps with the decision. */
  | { type: 'declined'; decline: Decline; images: Record<string, string> }
  | { type: 'finishPromptClosed' }
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

/** An own field the signer must still fill in before Done: dates are the server's, optional fields may stay empty. */
const isEmpty = (field: Highlight) => field.editable && isFieldRequired(field) && !isAnswered(field);

/** A field answered in the panel (a pad, an image, a typed signature); the others are answered in their box. */
export const isAnsweredInPanel = (field: DocumentField) =>
  FIELD_ANSWERS[field.type].some((answer) => answer === 'image');

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

/**
 * The session a signer starts with: their own fields editable. Only a record they may still sign gets this far
 * (recordProblemOf is null: not submitted, and the document out for signing).
 */
export function startSession(record: SignerRecordResponse): SigningSession {
  const signerName = record.users.find((user) => user.id === record.signerID)?.name ?? '';
  const highlights = [...record.coordinates].sort(readingOrder).map((field) => {
    const editable = field.userId === record.signerID;
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
  const own = highlights.filter((field) => field.editable && isFieldRequired(field));
  const filled = own.filter(isAnswered).length;
  // A prefilled name is not yet the signer's doing: they still start signing.
  const started = own.some((field) => isAnswered(field) && !field.save);
  const activeButtons = filled === own.length ? BUTTON_SETS.done : started ? BUTTON_SETS.next : BUTTON_SETS.start;
  return { highlights, activeButtons, askToFinish: false };
}

/** The signer has rejected or asked for a revision: nothing is left to do but Done. */
export function isDeclined(session: SigningSession): boolean {
  return session.highlights.some((field) => field.editable && (field.response.reject || field.response.revise));
}

export function activeField(session: SigningSession): Highlight | undefined {
  return session.highlights.find((field) => field.active);
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

function activate(session: SigningSession, target: Highlight | undefined): SigningSession {
  if (!target) return { ...session, activeButtons: BUTTON_SETS.done };
  return {
    ...session,
    highlights: session.highlights.map((field) => ({ ...field, active: field.id === target.id })),
    activeButtons: target.type === 'file' ? BUTTON_SETS.uploadField : BUTTON_SETS.drawField,
    askToFinish: false,
  };
}

function respond(session: SigningSession, fieldId: string, response: FieldResponse): SigningSession {
  return {
    ...session,
    highlights: session.highlights.map((field) =>
      field.id === fieldId ? { ...field, response, active: false, save: true } : { ...field, active: false },
    ),
  };
}

/** Signer actions, as transitions of the session. */
export function signingSessionReducer(session: SigningSession, action: SigningAction): SigningSession {
  switch (action.type) {
    case 'next': {
      if (isDeclined(session)) return session;
      const next = session.highlights.find(isEmpty);
      // A name, text or checkbox is answered in its box: Next brings it into view, its input takes the keys.
      if (next && !isAnsweredInPanel(next)) {
        return {
          ...session,
          highlights: session.highlights.map((field) => ({ ...field, active: field.id === next.id })),
          activeButtons: BUTTON_SETS.next,
        };
      }
      return activate(session, next);
    }
    case 'fieldChosen': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      return field && isChoosable(session, field) ? activate(session, field) : session;
    }
    case 'scrolled': {
      if (!activeField(session)) return session;
      const highlights = session.highlights.map((field) => ({ ...field, active: false }));
      return { ...session, highlights, activeButtons: BUTTON_SETS.next };
    }
    case 'approved':
    case 'typedSignature': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      if (!field?.editable || isDeclined(session)) return session;
      const answer = action.type === 'approved' ? { image: action.image } : { text: action.text };
      const approved = respond(session, action.fieldId, { ...EMPTY_RESPONSE, ...answer, approve: true });
      const allFilled = !approved.highlights.some(isEmpty);
      return { ...approved, activeButtons: allFilled ? BUTTON_SETS.done : BUTTON_SETS.next, askToFinish: allFilled };
    }
    case 'answered': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      if (!field || !isInlineEditable(session, field)) return session;
      const text = action.text === undefined ? null : action.text.trim() === '' ? null : action.text;
      const checked = action.checked ?? null;
      const response = { ...EMPTY_RESPONSE, text, checked, approve: text !== null || checked !== null };
      const highlights = session.highlights.map((each) =>
        each.id === action.fieldId ? { ...each, response, save: true } : each,
      );
      const allFilled = !highlights.some(isEmpty);
      const current = activeField(session);
      const activeButtons =
        current && isAnsweredInPanel(current) ? session.activeButtons : allFilled ? BUTTON_SETS.done : BUTTON_SETS.next;
      return { ...session, highlights, activeButtons };
    }
    case 'cleared': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      if (!field || !isClearable(session, field)) return session;
      return {
        ...respond(session, action.fieldId, EMPTY_RESPONSE),
        activeButtons: BUTTON_SETS.next,
        askToFinish: false,
      };
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
      return { highlights, activeButtons: BUTTON_SETS.done, askToFinish: false };
    }
    case 'finishPromptClosed':
      return { ...session, askToFinish: false };
    case 'saved':
      return {
        ...session,
        highlights: session.highlights.map((field) =>
          action.fieldIds.includes(field.id) ? { ...field, save: false } : field,
        ),
      };
  }
}
