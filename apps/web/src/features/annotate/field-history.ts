import type { EditorField } from './editor-fields';

/**
 * The editor's undo and redo: the fields as they are now, and as they were before each change since the last
 * save. Each change keeps the whole list (a few hundred small objects at most), so undoing a delete brings the
 * field back exactly, with whatever Save still owes the server for it.
 */
export interface FieldHistory {
  past: EditorField[][];
  present: EditorField[];
  future: EditorField[][];
  /** The gesture the last change belonged to: a drag's steps, or typing in one field's settings, are one change. */
  gesture: string | null;
}

/** How many changes Undo reaches back. */
export const HISTORY_LIMIT = 200;

export function startHistory(fields: EditorField[]): FieldHistory {
  return { past: [], present: fields, future: [], gesture: null };
}

/**
 * The fields after a change. A change of the same `gesture` as the one before replaces it, so a whole drag is
 * undone at once; any change forgets what Redo could bring back.
 */
export function recordChange(history: FieldHistory, next: EditorField[], gesture: string | null = null): FieldHistory {
  if (next === history.present) return history;
  if (gesture !== null && gesture === history.gesture) return { ...history, present: next, future: [] };
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    gesture,
  };
}

export function undo(history: FieldHistory): FieldHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    gesture: null,
  };
}

export function redo(history: FieldHistory): FieldHistory {
  const [next, ...later] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: later, gesture: null };
}

export const canUndo = (history: FieldHistory) => history.past.length > 0;
export const canRedo = (history: FieldHistory) => history.future.length > 0;
