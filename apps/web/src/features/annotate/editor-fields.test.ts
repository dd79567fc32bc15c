import { fieldChangesSchema, MAX_FIELDS_PER_DOCUMENT } from '@signflow/contract/documents';
import { describe, expect, it } from 'vitest';
import type { DocumentField } from '../../api/document-types';
import { fieldChangesToWire } from '../../api/document-wire';
import {
  changed,
  drawnField,
  type EditorField,
  fieldChanges,
  fromServer,
  isShown,
  mayAddField,
  placementOf,
  withOptions,
  withoutField,
} from './editor-fields';

const field: EditorField = {
  key: 'k',
  id: null,
  signerId: 'u',
  type: 'draw',
  pageNumber: 3,
  box: { left: 0.1, top: 0.2, right: 0.3, bottom: 0.3 },
  label: null,
  required: false,
  senderFilled: false,
  change: 'create',
};

const SAVED_ID = '0b7e3f0e-6a39-4d5c-9a57-3f1f0c1e2d3a';
const OTHER_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

function savedField(id: string, box = field.box): DocumentField {
  const rect = { x1: box.left, y1: box.top, x2: box.right, y2: box.bottom, width: 1, height: 1, pageNumber: 2 };
  return {
    id,
    signerId: 'signer',
    type: 'file',
    position: { pageNumber: 2, boundingRect: rect, rects: [rect] },
    label: null,
    required: false,
    senderFilled: false,
    response: { image: null, text: null, checked: null, approve: false, reject: false, revise: false },
  };
}

describe('the editor’s fields', () => {
  it('a change of a saved field is an update, of an unsaved one still a create', () => {
    expect(changed({ ...field, id: 'saved', change: null }, field.box).change).toBe('update');
    expect(changed(field, field.box).change).toBe('create');
  });

  it('places fields by fractions of a page of width and height 1', () => {
    const body = placementOf(field);
    expect(body.position.boundingRect).toEqual({
      x1: 0.1,
      y1: 0.2,
      x2: 0.3,
      y2: 0.3,
      width: 1,
      height: 1,
      pageNumber: 3,
    });
    expect(body.position.pageNumber).toBe(3);
  });

  it('reads a saved field back at the same place, with nothing to save', () => {
    expect(fromServer(savedField(SAVED_ID))).toEqual({
      key: SAVED_ID,
      id: SAVED_ID,
      signerId: 'signer',
      type: 'file',
      pageNumber: 2,
      box: field.box,
      label: null,
      required: false,
      senderFilled: false,
      change: null,
    });
  });

  it('drops an unsaved field at once, and keeps a saved one to be deleted, hidden', () => {
    const drawn = drawnField('new-1', { signerId: 'u', type: 'draw', pageNumber: 1, box: field.box });
    const saved = fromServer(savedField(SAVED_ID));
    expect(withoutField([drawn, saved], drawn)).toEqual([saved]);
    const left = withoutField([drawn, saved], saved);
    expect(left).toEqual([drawn, { ...saved, change: 'delete' }]);
    expect(left.filter(isShown)).toEqual([drawn]);
  });
});

describe('fieldChanges', () => {
  it('has nothing to send for untouched fields', () => {
    expect(fieldChanges([fromServer(savedField(SAVED_ID))])).toEqual({ create: [], update: [], delete: [] });
  });

  it('sends new fields to create, moved saved ones to update by id, and removed saved ones to delete', () => {
    const drawn = drawnField('new-1', { signerId: 'u', type: 'draw', pageNumber: 1, box: field.box });
    const moved = changed(fromServer(savedField(SAVED_ID)), { left: 0.5, top: 0.5, right: 0.6, bottom: 0.6 });
    const removed = { ...fromServer(savedField(OTHER_ID)), change: 'delete' as const };
    const changes = fieldChanges([removed, drawn, moved]);
    expect(changes.create).toEqual([placementOf(drawn)]);
    expect(changes.update).toEqual([{ id: SAVED_ID, ...placementOf(moved) }]);
    expect(changes.update[0]?.position.boundingRect).toMatchObject({ x1: 0.5, y1: 0.5, x2: 0.6, y2: 0.6 });
    expect(changes.delete).toEqual([OTHER_ID]);
  });

  it('sends a saved field moved then removed only as a delete, and nothing for a drawn one moved then removed', () => {
    const moved = changed(fromServer(savedField(SAVED_ID)), { left: 0.5, top: 0.5, right: 0.6, bottom: 0.6 });
    const drawn = changed(
      drawnField('new-1', { signerId: 'u', type: 'draw', pageNumber: 1, box: field.box }),
      field.box,
    );
    const left = withoutField(withoutField([moved, drawn], moved), drawn);
    expect(fieldChanges(left)).toEqual({ create: [], update: [], delete: [SAVED_ID] });
  });

  it('sends a field drawn then moved before saving once, as a create', () => {
    const drawn = drawnField('new-1', { signerId: 'u', type: 'draw', pageNumber: 1, box: field.box });
    const moved = changed(drawn, { left: 0, top: 0, right: 0.2, bottom: 0.1 });
    expect(fieldChanges([moved])).toEqual({ create: [placementOf(moved)], update: [], delete: [] });
  });

  it('sends what the contract accepts, once in the API’s spelling', () => {
    const drawn = drawnField('new-1', { signerId: SAVED_ID, type: 'draw', pageNumber: 1, box: field.box });
    const moved = changed(fromServer(savedField(SAVED_ID)), field.box);
    expect(
      fieldChangesSchema.safeParse(
        fieldChangesToWire(fieldChanges([drawn, moved, { ...moved, key: 'x', id: OTHER_ID, change: 'delete' }])),
      ).success,
    ).toBe(true);
  });
});

describe('a template’s sender-filled fields', () => {
  it('says whether a text, date or checkbox field is the sender’s only where the source has such fields', () => {
    const text = { ...drawnField('t', { signerId: 'role', type: 'text', pageNumber: 1, box: field.box }) };
    const mine = withOptions(text, { label: 'Price', required: true, senderFilled: true });
    expect(placementOf(mine, true)).toMatchObject({ label: 'Price', required: true, senderFilled: true });
    expect(placementOf(mine)).not.toHaveProperty('senderFilled');
    const signature = drawnField('s', { signerId: 'role', type: 'draw', pageNumber: 1, box: field.box });
    expect(placementOf(signature, true)).not.toHaveProperty('senderFilled');
  });
});

describe('the field limit', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => ({ ...field, key: `k${index}` }));

  it('takes fields up to the contract’s limit and no more', () => {
    expect(mayAddField(many(MAX_FIELDS_PER_DOCUMENT - 1))).toBe(true);
    expect(mayAddField(many(MAX_FIELDS_PER_DOCUMENT))).toBe(false);
  });

  it('does not count a saved field waiting to be deleted', () => {
    const full = many(MAX_FIELDS_PER_DOCUMENT);
    const [first] = full;
    if (!first) throw new Error('fields');
    const saved = { ...first, id: SAVED_ID, change: null };
    expect(mayAddField(withoutField([saved, ...full.slice(1)], saved))).toBe(true);
  });
});
