import type { DocumentField, FieldResponse } from '@signflow/contract/documents';
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
  | { type: 'cleared'; fieldId: string }
  /** `images` holds the picture each editable field keeps with the decision. */
  | { type: 'declined'; decline: Decline; images: Record<string, string> }
  | { type: 'finishPromptClosed' }
  | { type: 'saved'; fieldIds: string[] };

const EMPTY_RESPONSE: FieldResponse = { image: null, approve: false, reject: false, revise: false };

const isEmpty = (field: Highlight) => field.editable && field.response.image === null;

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
  const highlights = [...record.coordinates].sort(readingOrder).map((field) => ({
    ...field,
    editable: field.userId === record.signerID,
    active: false,
    save: false,
  }));
  const own = highlights.filter((field) => field.editable);
  const filled = own.filter((field) => field.response.image !== null).length;
  const activeButtons =
    own.length > 0 && filled === own.length ? BUTTON_SETS.done : filled > 0 ? BUTTON_SETS.next : BUTTON_SETS.start;
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
  return isEmpty(field) && !isDeclined(session);
}

/** An own field whose approved image can still be taken back. */
export function isClearable(session: SigningSession, field: Highlight): boolean {
  return field.editable && field.response.approve && !isDeclined(session);
}

export function progressOf(session: SigningSession): { completed: number; total: number } {
  const own = session.highlights.filter((field) => field.editable);
  return { completed: own.filter((field) => field.response.image !== null).length, total: own.length };
}

function activate(session: SigningSession, target: Highlight | undefined): SigningSession {
  if (!target) return { ...session, activeButtons: BUTTON_SETS.done };
  return {
    ...session,
    highlights: session.highlights.map((field) => ({ ...field, active: field.id === target.id })),
    activeButtons: target.type === 'file' ? BUTTON_SETS.uploadField : BUTTON_SETS.drawField,
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
    case 'next':
      if (isDeclined(session)) return session;
      return activate(session, session.highlights.find(isEmpty));
    case 'fieldChosen': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      return field && isChoosable(session, field) ? activate(session, field) : session;
    }
    case 'scrolled': {
      if (!activeField(session)) return session;
      const highlights = session.highlights.map((field) => ({ ...field, active: false }));
      return { ...session, highlights, activeButtons: BUTTON_SETS.next };
    }
    case 'approved': {
      const field = session.highlights.find((each) => each.id === action.fieldId);
      if (!field?.editable || isDeclined(session)) return session;
      const approved = respond(session, action.fieldId, { ...EMPTY_RESPONSE, image: action.image, approve: true });
      const allFilled = !approved.highlights.some(isEmpty);
      return { ...approved, activeButtons: allFilled ? BUTTON_SETS.done : BUTTON_SETS.next, askToFinish: allFilled };
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
        const image = action.images[field.id];
        // A field without a picture cannot carry a decision (the server refuses it); it stays as it was.
        if (!field.editable || !image) return { ...field, active: false };
        return { ...field, response: { ...EMPTY_RESPONSE, image, ...decision }, active: false, save: true };
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
