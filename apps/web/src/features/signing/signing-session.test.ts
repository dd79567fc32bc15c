import type { DocumentField, FieldType } from '@signflow/contract/documents';
import type { SignerRecordResponse } from '@signflow/contract/signing';
import { describe, expect, it } from 'vitest';
import { recordProblemOf } from './api/link-problem';
import {
  activeField,
  BUTTON_SETS,
  isDeclined,
  progressOf,
  type SigningAction,
  type SigningSession,
  signingSessionReducer,
  startSession,
} from './signing-session';

const SIGNER = 'amy';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function field(id: string, options: { userId?: string; type?: FieldType; page?: number; top?: number }) {
  const { userId = SIGNER, type = 'draw', page = 1, top = 0.1 } = options;
  const rect = { x1: 0.1, y1: top, x2: 0.3, y2: top + 0.05, width: 1, height: 1, pageNumber: page };
  return {
    id,
    userId,
    type,
    position: { pageNumber: page, boundingRect: rect, rects: [rect] },
    label: null,
    required: false,
    response: { image: null, text: null, checked: null, approve: false, reject: false, revise: false },
  } satisfies DocumentField;
}

function record(coordinates: DocumentField[], overrides: Partial<SignerRecordResponse> = {}): SignerRecordResponse {
  return {
    document: { id: 'd', Id: 'd', DocName: 'contract.pdf', status: 'Sent', DocPath: '/user-sign/d', pageCount: 2 },
    users: [],
    coordinates,
    signerID: SIGNER,
    submitted: false,
    language: 'en',
    ...overrides,
  };
}

// Listed out of reading order on purpose: the upload field on page 2 comes first, Bob's field is not Amy's.
const FIELDS = [
  field('upload', { type: 'file', page: 2 }),
  field('bobs', { userId: 'bob', top: 0.05 }),
  field('lower', { top: 0.6 }),
  field('upper', { top: 0.2 }),
];

const run = (session: SigningSession, ...actions: SigningAction[]) => actions.reduce(signingSessionReducer, session);
const byId = (session: SigningSession, id: string) => session.highlights.find((each) => each.id === id);

describe('signing session', () => {
  it('starts with Start signing, only the signer’s own fields editable, in reading order', () => {
    const session = startSession(record(FIELDS));
    expect(session.activeButtons).toEqual(BUTTON_SETS.start);
    expect(session.highlights.map((each) => each.id)).toEqual(['bobs', 'upper', 'lower', 'upload']);
    expect(session.highlights.filter((each) => each.editable).map((each) => each.id)).toEqual([
      'upper',
      'lower',
      'upload',
    ]);
  });

  it('starts no session once the signer submitted or the signing ended: the record is refused first', () => {
    for (const overrides of [
      { submitted: true },
      { document: { ...record([]).document, status: 'Rejected' as const } },
    ]) {
      expect(recordProblemOf(record(FIELDS, overrides))).not.toBeNull();
    }
    // A signer without a field of their own has nothing to sign: Next offers only Done.
    const session = startSession(record([field('bobs', { userId: 'bob' })]));
    expect(session.highlights.some((each) => each.editable)).toBe(false);
    expect(run(session, { type: 'next' }).activeButtons).toEqual(BUTTON_SETS.done);
  });

  it('Next activates the first empty field: Approve, Reject and Revise for a signature', () => {
    const session = run(startSession(record(FIELDS)), { type: 'next' });
    expect(activeField(session)?.id).toBe('upper');
    expect(session.activeButtons).toEqual(BUTTON_SETS.drawField);
    expect(activeField(session)?.type).toBe('draw');
  });

  it('an upload field offers Upload, Reject and Revise and shows the file input', () => {
    const session = run(
      startSession(record(FIELDS)),
      { type: 'approved', fieldId: 'upper', image: PNG },
      { type: 'approved', fieldId: 'lower', image: PNG },
      { type: 'next' },
    );
    expect(activeField(session)?.id).toBe('upload');
    expect(session.activeButtons).toEqual(BUTTON_SETS.uploadField);
    expect(activeField(session)?.type).toBe('file');
  });

  it('approving stores the image, marks the field for saving and offers Next while fields remain', () => {
    const session = run(
      startSession(record(FIELDS)),
      { type: 'next' },
      { type: 'approved', fieldId: 'upper', image: PNG },
    );
    expect(byId(session, 'upper')).toMatchObject({
      response: { image: PNG, approve: true, reject: false, revise: false },
      save: true,
      active: false,
    });
    expect(session.activeButtons).toEqual(BUTTON_SETS.next);
    expect(session.askToFinish).toBe(false);
    expect(progressOf(session)).toEqual({ completed: 1, total: 3 });
    expect(activeField(run(session, { type: 'next' }))?.id).toBe('lower');
  });

  it('filling the last empty field asks to finish, and offers only Done', () => {
    const session = run(
      startSession(record(FIELDS)),
      ...['upper', 'lower', 'upload'].map((fieldId): SigningAction => ({ type: 'approved', fieldId, image: PNG })),
    );
    expect(session.askToFinish).toBe(true);
    expect(session.activeButtons).toEqual(BUTTON_SETS.done);
    const closed = run(session, { type: 'finishPromptClosed' });
    expect(closed.askToFinish).toBe(false);
    expect(closed.activeButtons).toEqual(BUTTON_SETS.done);
  });

  it('clearing a signature empties the field and shows Next again', () => {
    const session = run(
      startSession(record(FIELDS)),
      { type: 'approved', fieldId: 'upper', image: PNG },
      { type: 'cleared', fieldId: 'upper' },
    );
    expect(byId(session, 'upper')?.response).toEqual({
      image: null,
      text: null,
      checked: null,
      approve: false,
      reject: false,
      revise: false,
    });
    expect(byId(session, 'upper')?.save).toBe(true);
    expect(session.activeButtons).toEqual(BUTTON_SETS.next);
  });

  it('scrolling deactivates the active field and hides the upload input', () => {
    const active = run(startSession(record([field('upload', { type: 'file' }), field('other', { top: 0.5 })])), {
      type: 'next',
    });
    expect(activeField(active)?.type).toBe('file');
    const scrolled = run(active, { type: 'scrolled' });
    expect(activeField(scrolled)).toBeUndefined();
    expect(activeField(scrolled)?.type).not.toBe('file');
    expect(scrolled.activeButtons).toEqual(BUTTON_SETS.next);
    // Nothing active: scrolling changes nothing, Start signing stays.
    const fresh = startSession(record(FIELDS));
    expect(run(fresh, { type: 'scrolled' })).toBe(fresh);
  });

  it('choosing a field by hand activates only an own empty one', () => {
    const session = startSession(record(FIELDS));
    expect(activeField(run(session, { type: 'fieldChosen', fieldId: 'lower' }))?.id).toBe('lower');
    expect(run(session, { type: 'fieldChosen', fieldId: 'bobs' })).toBe(session);
    const approved = run(session, { type: 'approved', fieldId: 'lower', image: PNG });
    expect(run(approved, { type: 'fieldChosen', fieldId: 'lower' })).toBe(approved);
  });

  it.each([
    ['reject', { reject: true, revise: false }],
    ['revise', { reject: false, revise: true }],
  ] as const)('%s marks every editable field with its picture, to be saved, and offers only Done', (decline, flags) => {
    const images = { upper: `${PNG}upper`, lower: `${PNG}lower`, upload: `${PNG}upload`, bobs: `${PNG}bobs` };
    const session = run(
      startSession(record(FIELDS)),
      { type: 'approved', fieldId: 'upper', image: PNG },
      { type: 'next' },
      { type: 'declined', decline, images },
    );
    for (const id of ['upper', 'lower', 'upload']) {
      expect(byId(session, id)).toMatchObject({
        response: { image: images[id as keyof typeof images], approve: false, ...flags },
        save: true,
        active: false,
      });
    }
    expect(byId(session, 'bobs')?.response.image).toBeNull();
    expect(session.activeButtons).toEqual(BUTTON_SETS.done);
    expect(isDeclined(session)).toBe(true);
    // The decision stands: nothing can be signed, chosen or cleared any more.
    for (const action of [
      { type: 'next' },
      { type: 'fieldChosen', fieldId: 'lower' },
      { type: 'approved', fieldId: 'lower', image: PNG },
      { type: 'cleared', fieldId: 'upper' },
    ] satisfies SigningAction[]) {
      expect(run(session, action)).toBe(session);
    }
  });

  it('a field saved by Done is no longer pending', () => {
    const session = run(
      startSession(record(FIELDS)),
      { type: 'approved', fieldId: 'upper', image: PNG },
      { type: 'approved', fieldId: 'lower', image: PNG },
      { type: 'saved', fieldIds: ['upper'] },
    );
    expect(session.highlights.filter((each) => each.save).map((each) => each.id)).toEqual(['lower']);
  });

  it('prefills a full-name field with the signer’s name, to be saved, and lets them correct it in the box', () => {
    const name = field('name', { type: 'name' });
    const users = [{ id: SIGNER, name: 'Amy Lee', color: '#000' }];
    const session = startSession(record([name], { users }));
    expect(byId(session, 'name')?.response).toMatchObject({ text: 'Amy Lee', approve: true });
    expect(byId(session, 'name')?.save).toBe(true);
    expect(session.activeButtons).toEqual(BUTTON_SETS.done);
    const corrected = run(session, { type: 'answered', fieldId: 'name', text: 'Amy B. Lee' });
    expect(byId(corrected, 'name')?.response).toMatchObject({ text: 'Amy B. Lee', approve: true });
    const emptied = run(session, { type: 'answered', fieldId: 'name', text: '  ' });
    expect(byId(emptied, 'name')?.response).toMatchObject({ text: null, approve: false });
    expect(progressOf(emptied)).toEqual({ completed: 0, total: 1 });
  });

  it('a typed signature approves the field like a drawing; a date and optional fields do not hold Done back', () => {
    const fields = [
      field('sig', { type: 'draw' }),
      field('date', { type: 'date', top: 0.3 }),
      field('note', { type: 'text', top: 0.4 }),
      field('agree', { type: 'checkbox', top: 0.5 }),
    ];
    const session = startSession(record(fields));
    expect(progressOf(session)).toEqual({ completed: 0, total: 1 });
    const typed = run(session, { type: 'next' }, { type: 'typedSignature', fieldId: 'sig', text: 'Amy Lee' });
    expect(byId(typed, 'sig')?.response).toMatchObject({ image: null, text: 'Amy Lee', approve: true });
    expect(typed.activeButtons).toEqual(BUTTON_SETS.done);
    expect(typed.askToFinish).toBe(true);
  });

  it('a required text and checkbox must be filled; Next goes to them, answered in their box', () => {
    const fields = [
      { ...field('note', { type: 'text' }), required: true, label: 'Your city' },
      { ...field('agree', { type: 'checkbox', top: 0.5 }), required: true },
    ];
    const session = startSession(record(fields));
    expect(progressOf(session)).toEqual({ completed: 0, total: 2 });
    const atNote = run(session, { type: 'next' });
    expect(activeField(atNote)?.id).toBe('note');
    expect(atNote.activeButtons).toEqual(BUTTON_SETS.next);
    const filled = run(
      atNote,
      { type: 'answered', fieldId: 'note', text: 'İzmir' },
      { type: 'answered', fieldId: 'agree', checked: false },
    );
    expect(progressOf(filled)).toEqual({ completed: 1, total: 2 });
    const ticked = run(filled, { type: 'answered', fieldId: 'agree', checked: true });
    expect(progressOf(ticked)).toEqual({ completed: 2, total: 2 });
    expect(byId(ticked, 'agree')?.response).toMatchObject({ checked: true, approve: true, image: null, text: null });
  });

  it('a decline keeps a typed answer with the decision and stamps only picture fields', () => {
    const fields = [field('sig', { type: 'draw' }), field('note', { type: 'text', top: 0.4 })];
    const session = run(
      startSession(record(fields)),
      { type: 'answered', fieldId: 'note', text: 'hello' },
      { type: 'declined', decline: 'reject', images: { sig: PNG } },
    );
    expect(byId(session, 'sig')?.response).toMatchObject({ image: PNG, reject: true, approve: false });
    expect(byId(session, 'note')?.response).toMatchObject({ text: 'hello', reject: true, approve: false });
  });

  it('a signer who filled every field before (and did not submit) is offered Done', () => {
    const filled = FIELDS.map((each) => ({ ...each, response: { ...each.response, image: PNG, approve: true } }));
    expect(startSession(record(filled)).activeButtons).toEqual(BUTTON_SETS.done);
    expect(startSession(record([filled[0] as DocumentField, ...FIELDS.slice(1)])).activeButtons).toEqual(
      BUTTON_SETS.next,
    );
  });
});
