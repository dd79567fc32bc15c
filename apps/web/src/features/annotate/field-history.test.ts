import { describe, expect, it } from 'vitest';
import { changed, drawnField, type EditorField, fieldChanges, withoutField } from './editor-fields';
import { canRedo, canUndo, HISTORY_LIMIT, recordChange, redo, startHistory, undo } from './field-history';

const box = { left: 0.1, top: 0.1, right: 0.3, bottom: 0.2 };
const saved: EditorField = {
  key: 'saved',
  id: '0b7e3f0e-6a39-4d5c-9a57-3f1f0c1e2d3a',
  signerId: 'amy',
  type: 'draw',
  pageNumber: 1,
  box,
  label: null,
  required: false,
  senderFilled: false,
  change: null,
};
const placed = drawnField('new-1', { signerId: 'amy', type: 'text', pageNumber: 1, box });

describe('the field editor’s undo and redo', () => {
  it('undoes and redoes placing a field', () => {
    const start = startHistory([saved]);
    const afterPlace = recordChange(start, [saved, placed]);
    expect(canUndo(start)).toBe(false);
    const undone = undo(afterPlace);
    expect(undone.present).toEqual([saved]);
    expect(canRedo(undone)).toBe(true);
    expect(redo(undone).present).toEqual([saved, placed]);
  });

  it('brings a deleted saved field back with nothing left for Save to do', () => {
    const start = startHistory([saved]);
    const deleted = recordChange(start, withoutField([saved], saved));
    expect(fieldChanges(deleted.present).delete).toEqual([saved.id]);
    const restored = undo(deleted);
    expect(restored.present).toEqual([saved]);
    expect(fieldChanges(restored.present)).toEqual({ create: [], update: [], delete: [] });
  });

  it('undoes a whole drag at once, its steps being one gesture', () => {
    let history = startHistory([saved]);
    for (const dx of [0.01, 0.02, 0.05]) {
      history = recordChange(
        history,
        [changed(saved, { ...box, left: box.left + dx, right: box.right + dx })],
        'drag-1',
      );
    }
    expect(history.past).toHaveLength(1);
    expect(history.present[0]?.box.left).toBeCloseTo(0.15);
    expect(undo(history).present).toEqual([saved]);
  });

  it('keeps two drags apart', () => {
    const first = recordChange(startHistory([saved]), [changed(saved, { ...box, top: 0.2 })], 'drag-1');
    const second = recordChange(first, [changed(saved, { ...box, top: 0.3 })], 'drag-2');
    expect(undo(second).present[0]?.box.top).toBe(0.2);
  });

  it('forgets what Redo could bring back once something else changes', () => {
    const placedOnce = recordChange(startHistory([]), [placed]);
    const undone = undo(placedOnce);
    const other = recordChange(undone, [saved]);
    expect(canRedo(other)).toBe(false);
    expect(redo(other)).toBe(other);
  });

  it('does nothing with nothing to undo or redo', () => {
    const start = startHistory([saved]);
    expect(undo(start)).toBe(start);
    expect(redo(start)).toBe(start);
  });

  it(`reaches back ${HISTORY_LIMIT} changes at most`, () => {
    let history = startHistory([]);
    for (let index = 0; index < HISTORY_LIMIT + 5; index += 1) history = recordChange(history, [{ ...placed }]);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
