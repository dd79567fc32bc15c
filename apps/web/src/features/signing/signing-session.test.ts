import type { FieldType } from '@signflow/contract/documents';
import { describe, expect, it } from 'vitest';
import type { DocumentField, SignerRecord } from '../../api/document-types';
import { recordProblemOf } from './api/link-problem';
import {
  activeField,
  isDeclined,
  primaryActionOf,
  progressOf,
  type SigningAction,
  type SigningSession,
  signingSessionReducer,
  startSession,
} from './signing-session';

const SIGNER = 'amy';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function field(id: string, options: { signerId?: string; type?: FieldType; page?: number; top?: number }) {
  const { signerId = SIGNER, type = 'draw', page = 1, top = 0.1 } = options;
  const rect = { x1: 0.1, y1: top, x2: 0.3, y2: top + 0.05, width: 1, height: 1, pageNumber: page };
  return {
    id,
    signerId,
    type,
    position: { pageNumber: page, boundingRect: rect, rects: [rect] },
    label: null,
    required: false,
    senderFilled: false,
    response: { image: null, text: null, checked: null, approve: false, reject: false, revise: false },
  } satisfies DocumentField;
}

function record(fields: DocumentField[], overrides: Partial<SignerRecord> = {}): SignerRecord {
  return {
    document: { id: 'd', name: 'contract.pdf', status: 'Sent', pdfPath: '/user-sign/d', pageCount: 2 },
    signers: [],
    fields,
    signerId: SIGNER,
    submitted: false,
    language: 'en',
    sender: { name: 'Owen Owner', email: 'owen@example.com' },
    message: null,
    followUp: { kind: 'completes', names: [] },
    embedOrigins: [],
    ...overrides,
  };
}

// Listed out of reading order on purpose: the upload field on page 2 comes first, Bob's field is not Amy's.
const FIELDS = [
  field('upload', { type: 'file', page: 2 }),
  field('bobs', { signerId: 'bob', top: 0.05 }),
  field('lower', { top: 0.6 }),
  field('upper', { top: 0.2 }),
];

const run = (session: SigningSession, ...actions: SigningAction[]) => actions.reduce(signingSessionReducer, session);
const byId = (session: SigningSession, id: string) => session.highlights.find((each) => each.id === id);

const signed = (fieldId: string, answer: { image: string } | { text: string } = { image: PNG }, adopt = false) =>
  ({ type: 'signed', fieldId, answer, ...(adopt ? { adopt: answer } : {}) }) satisfies SigningAction;

describe('signing session', () => {
  it('starts with Start signing, only the signer’s own fields editable, in reading order', () => {
    const session = startSession(record(FIELDS));
    expect(primaryActionOf(session)).toBe('start');
    expect(session.highlights.map((each) => each.id)).toEqual(['bobs', 'upper', 'lower', 'upload']);
    expect(session.highlights.filter((each) => each.editable).map((each) => each.id)).toEqual([
      'upper',
      'lower',
      'upload',
    ]);
  });

  it('keeps a field the sender filled in read-only: shown with its value, nothing for the signer to do', () => {
    const given = {
      ...field('terms', { type: 'text', top: 0.3 }),
      required: true,
      senderFilled: true,
      response: { image: null, text: 'Net 30', checked: null, approve: true, reject: false, revise: false },
    };
    const session = startSession(record([given, field('sig', { top: 0.5 })]));
    expect(byId(session, 'terms')).toMatchObject({ editable: false, response: { text: 'Net 30' } });
    const started = run(session, { type: 'next' });
    expect(started.highlights.find((each) => each.active)?.id).toBe('sig');
  });

  it('starts no session once the signer submitted or the signing ended: the record is refused first', () => {
    for (const overrides of [
      { submitted: true },
      { document: { ...record([]).document, status: 'Rejected' as const } },
    ]) {
      expect(recordProblemOf(record(FIELDS, overrides))).not.toBeNull();
    }
    // A signer without a field of their own has nothing to sign: only Finish.
    const session = startSession(record([field('bobs', { signerId: 'bob' })]));
    expect(session.highlights.some((each) => each.editable)).toBe(false);
    expect(primaryActionOf(session)).toBe('finish');
  });

  it('Start activates the first empty field with its pad open: Approve for a first signature', () => {
    const session = run(startSession(record(FIELDS)), { type: 'next' });
    expect(activeField(session)?.id).toBe('upper');
    expect(session.padOpen).toBe(true);
    expect(primaryActionOf(session)).toBe('approve');
  });

  it('a signature approved is adopted and the guided step moves on by itself: one tap signs the next', () => {
    const drawing = { image: `${PNG}pad` };
    const session = run(
      startSession(record(FIELDS)),
      { type: 'next' },
      {
        type: 'signed',
        fieldId: 'upper',
        answer: { image: PNG },
        adopt: drawing,
      },
    );
    expect(byId(session, 'upper')).toMatchObject({
      response: { image: PNG, approve: true, reject: false, revise: false },
      save: true,
      active: false,
    });
    expect(session.adopted).toEqual({ draw: drawing });
    // On to the next signature, already active: no pad this time, Sign puts the adopted signature there.
    expect(activeField(session)?.id).toBe('lower');
    expect(session.padOpen).toBe(false);
    expect(primaryActionOf(session)).toBe('sign');
    expect(progressOf(session)).toEqual({ completed: 1, total: 3 });
    // Signed with it (no new adoption): on to the image field, whose chooser opens.
    const atUpload = run(session, signed('lower'));
    expect(atUpload.adopted).toEqual({ draw: drawing });
    expect(activeField(atUpload)?.id).toBe('upload');
    expect(atUpload.padOpen).toBe(true);
    expect(primaryActionOf(atUpload)).toBe('upload');
  });

  it('signatures and initials are adopted separately', () => {
    const fields = [
      field('sig1', { type: 'draw' }),
      field('ini1', { type: 'initials', top: 0.2 }),
      field('sig2', { type: 'draw', top: 0.3 }),
      field('ini2', { type: 'initials', top: 0.4 }),
    ];
    const session = run(startSession(record(fields)), { type: 'next' }, signed('sig1', { text: 'Amy Lee' }, true));
    expect(activeField(session)?.id).toBe('ini1');
    // No initials adopted yet: their pad opens.
    expect(session.padOpen).toBe(true);
    const both = run(session, signed('ini1', { text: 'AL' }, true));
    expect(both.adopted).toEqual({ draw: { text: 'Amy Lee' }, initials: { text: 'AL' } });
    expect(activeField(both)?.id).toBe('sig2');
    expect(both.padOpen).toBe(false);
    expect(activeField(run(both, signed('sig2', { text: 'Amy Lee' })))?.id).toBe('ini2');
  });

  it('filling the last empty field opens the finish step, and Finish is all that is left', () => {
    const session = run(startSession(record(FIELDS)), signed('upper'), signed('lower'), signed('upload'));
    expect(session.finishOpen).toBe(true);
    expect(activeField(session)).toBeUndefined();
    expect(primaryActionOf(session)).toBe('finish');
    const closed = run(session, { type: 'finishClosed' });
    expect(closed.finishOpen).toBe(false);
    expect(primaryActionOf(closed)).toBe('finish');
    // Finish opens the same step again; before every field is filled it does nothing.
    expect(run(closed, { type: 'finishAsked' }).finishOpen).toBe(true);
    const early = startSession(record(FIELDS));
    expect(run(early, { type: 'finishAsked' })).toBe(early);
  });

  it('clearing a signature empties the field and opens its pad again, even with a signature adopted', () => {
    const session = run(startSession(record(FIELDS)), signed('upper', { image: PNG }, true), signed('lower'), {
      type: 'cleared',
      fieldId: 'upper',
    });
    expect(byId(session, 'upper')?.response).toEqual({
      image: null,
      text: null,
      checked: null,
      approve: false,
      reject: false,
      revise: false,
    });
    expect(byId(session, 'upper')?.save).toBe(true);
    expect(activeField(session)?.id).toBe('upper');
    expect(session.padOpen).toBe(true);
    expect(primaryActionOf(session)).toBe('approve');
    // Signed anew, that drawing becomes the adopted one.
    const again = run(session, signed('upper', { image: `${PNG}new` }, true));
    expect(again.adopted).toEqual({ draw: { image: `${PNG}new` } });
  });

  it('scrolling deactivates the active field and closes its panel', () => {
    const active = run(startSession(record([field('upload', { type: 'file' }), field('other', { top: 0.5 })])), {
      type: 'next',
    });
    expect(activeField(active)?.type).toBe('file');
    const scrolled = run(active, { type: 'scrolled' });
    expect(activeField(scrolled)).toBeUndefined();
    expect(scrolled.padOpen).toBe(false);
    expect(primaryActionOf(scrolled)).toBe('next');
    // Nothing active: scrolling changes nothing, Start signing stays.
    const fresh = startSession(record(FIELDS));
    expect(run(fresh, { type: 'scrolled' })).toBe(fresh);
  });

  it('choosing a field by hand activates only an own empty one', () => {
    const session = startSession(record(FIELDS));
    expect(activeField(run(session, { type: 'fieldChosen', fieldId: 'lower' }))?.id).toBe('lower');
    expect(run(session, { type: 'fieldChosen', fieldId: 'bobs' })).toBe(session);
    const approved = run(session, signed('lower'));
    expect(run(approved, { type: 'fieldChosen', fieldId: 'lower' })).toBe(approved);
  });

  it.each([
    ['reject', { reject: true, revise: false }],
    ['revise', { reject: false, revise: true }],
  ] as const)(
    '%s marks every editable field with its picture, to be saved, and offers only Finish',
    (decline, flags) => {
      const images = { upper: `${PNG}upper`, lower: `${PNG}lower`, upload: `${PNG}upload`, bobs: `${PNG}bobs` };
      const session = run(startSession(record(FIELDS)), signed('upper'), { type: 'declined', decline, images });
      for (const id of ['upper', 'lower', 'upload']) {
        expect(byId(session, id)).toMatchObject({
          response: { image: images[id as keyof typeof images], approve: false, ...flags },
          save: true,
          active: false,
        });
      }
      expect(byId(session, 'bobs')?.response.image).toBeNull();
      expect(primaryActionOf(session)).toBe('finish');
      expect(isDeclined(session)).toBe(true);
      // The decision stands: nothing can be signed, chosen or cleared any more.
      for (const action of [
        { type: 'next' },
        { type: 'fieldChosen', fieldId: 'lower' },
        signed('lower'),
        { type: 'cleared', fieldId: 'upper' },
      ] satisfies SigningAction[]) {
        expect(run(session, action)).toBe(session);
      }
    },
  );

  it('a field saved by Finish is no longer pending', () => {
    const session = run(startSession(record(FIELDS)), signed('upper'), signed('lower'), {
      type: 'saved',
      fieldIds: ['upper'],
    });
    expect(session.highlights.filter((each) => each.save).map((each) => each.id)).toEqual(['lower']);
  });

  it('prefills a full-name field with the signer’s name, to be saved, and lets them correct it in the box', () => {
    const name = field('name', { type: 'name' });
    const signers = [{ id: SIGNER, name: 'Amy Lee', color: '#000' }];
    const session = startSession(record([name], { signers }));
    expect(byId(session, 'name')?.response).toMatchObject({ text: 'Amy Lee', approve: true });
    expect(byId(session, 'name')?.save).toBe(true);
    expect(primaryActionOf(session)).toBe('finish');
    expect(session.finishOpen).toBe(false);
    const corrected = run(session, { type: 'answered', fieldId: 'name', text: 'Amy B. Lee' });
    expect(byId(corrected, 'name')?.response).toMatchObject({ text: 'Amy B. Lee', approve: true });
    const emptied = run(session, { type: 'answered', fieldId: 'name', text: '  ' });
    expect(byId(emptied, 'name')?.response).toMatchObject({ text: null, approve: false });
    expect(progressOf(emptied)).toEqual({ completed: 0, total: 1 });
  });

  it('a typed signature approves the field like a drawing; a date and optional fields do not hold Finish back', () => {
    const fields = [
      field('sig', { type: 'draw' }),
      field('date', { type: 'date', top: 0.3 }),
      field('note', { type: 'text', top: 0.4 }),
      field('agree', { type: 'checkbox', top: 0.5 }),
    ];
    const session = startSession(record(fields));
    expect(progressOf(session)).toEqual({ completed: 0, total: 1 });
    const typed = run(session, { type: 'next' }, signed('sig', { text: 'Amy Lee' }, true));
    expect(byId(typed, 'sig')?.response).toMatchObject({ image: null, text: 'Amy Lee', approve: true });
    expect(primaryActionOf(typed)).toBe('finish');
    expect(typed.finishOpen).toBe(true);
  });

  it('typing in a text does not move on, Next does; a tick moves on by itself', () => {
    const fields = [
      { ...field('note', { type: 'text' }), required: true, label: 'Your city' },
      { ...field('agree', { type: 'checkbox', top: 0.5 }), required: true },
      field('sig', { type: 'draw', top: 0.7 }),
    ];
    const session = startSession(record(fields));
    expect(progressOf(session)).toEqual({ completed: 0, total: 3 });
    const atNote = run(session, { type: 'next' });
    expect(activeField(atNote)?.id).toBe('note');
    expect(primaryActionOf(atNote)).toBe('next');
    const typed = run(atNote, { type: 'answered', fieldId: 'note', text: 'İzmir' });
    expect(activeField(typed)?.id).toBe('note');
    expect(progressOf(typed)).toEqual({ completed: 1, total: 3 });
    const atAgree = run(typed, { type: 'next' });
    expect(activeField(atAgree)?.id).toBe('agree');
    // Unticked stays; ticked goes on to the signature.
    const unticked = run(atAgree, { type: 'answered', fieldId: 'agree', checked: false });
    expect(activeField(unticked)?.id).toBe('agree');
    const ticked = run(unticked, { type: 'answered', fieldId: 'agree', checked: true });
    expect(byId(ticked, 'agree')?.response).toMatchObject({ checked: true, approve: true, image: null, text: null });
    expect(activeField(ticked)?.id).toBe('sig');
    expect(ticked.padOpen).toBe(true);
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

  it('a signer coming back keeps what they filled, and the signature they signed with is adopted again', () => {
    const filled = FIELDS.map((each) => ({ ...each, response: { ...each.response, image: PNG, approve: true } }));
    expect(primaryActionOf(startSession(record(filled)))).toBe('finish');
    const partly = startSession(record([filled[3] as DocumentField, ...FIELDS.slice(0, 3)]));
    expect(primaryActionOf(partly)).toBe('next');
    expect(partly.adopted).toEqual({ draw: { image: PNG } });
    const atLower = run(partly, { type: 'next' });
    expect(activeField(atLower)?.id).toBe('lower');
    expect(primaryActionOf(atLower)).toBe('sign');
  });
});
