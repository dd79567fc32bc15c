import { API_MESSAGES } from '@signflow/contract/api-errors';
import { type FieldType, MAX_FIELDS_PER_DOCUMENT, type PageFractions } from '@signflow/contract/documents';
import { useEffect, useState } from 'react';
import { type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { notify } from '../../../components/toast';
import {
  changed,
  drawnField,
  type EditorField,
  type FieldOptions,
  fieldChanges,
  fromServer,
  isShown,
  mayAddField,
  withOptions,
  withoutField,
} from '../editor-fields';
import type { FieldEditorSource } from '../editor-source';
import { canRedo, canUndo, recordChange, redo, startHistory, undo } from '../field-history';

let newFieldCounter = 0;

/** The tool chosen when the editor opens: a signature is what nearly every document asks for. */
const FIRST_TOOL: FieldType = 'draw';

/**
 * The editor's state: the fields as edited, with undo and redo back to the last save; the signer (or role) and tool a
 * click on a page places a field for (the first one and a signature to begin with); the selected field; and Save,
 * which sends every change in one request. `source` is what is edited (a document or a template, editor-source.ts);
 * after a failed save it is read again, so the editor shows what the server holds (and a document that is gone, or
 * no longer a draft, is left).
 */
export function useFieldEditor(source: FieldEditorSource) {
  const { content: record, senderFills } = source;
  const [history, setHistory] = useState(() => startHistory([]));
  const [chosenSignerId, setSignerId] = useState<string | null>(null);
  const [tool, setTool] = useState<FieldType>(FIRST_TOOL);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // Why the last save was refused, said under the editor's Save until the next one.
  const [saveFailure, setSaveFailure] = useState<ActionFailure | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  const fields = history.present;

  useEffect(() => {
    if (record) setHistory(startHistory(record.fields.map(fromServer)));
  }, [record]);

  // Until the owner picks one, fields are placed for the first signer in signing order.
  const signerId = chosenSignerId ?? record?.parties[0]?.id ?? null;
  // A field undone or deleted is no longer selected.
  const selected = fields.find((field) => field.key === selectedKey && isShown(field)) ?? null;

  const change = (next: (all: EditorField[]) => EditorField[], gesture?: string) =>
    setHistory((current) => recordChange(current, next(current.present), gesture));

  const draw = (pageNumber: number, box: PageFractions) => {
    if (signerId === null) return;
    // The server would refuse the whole save: say so now, while the owner can still remove a field instead.
    if (!mayAddField(fields)) {
      notify.error(API_MESSAGES.tooManyFields, { limit: MAX_FIELDS_PER_DOCUMENT });
      return;
    }
    newFieldCounter += 1;
    const field = drawnField(`new-${newFieldCounter}`, { signerId, type: tool, pageNumber, box });
    change((all) => [...all, field]);
    setSelectedKey(field.key);
  };

  /** Moves or resizes a field; the steps of one drag share a `gesture` and are undone together. */
  const place = (field: EditorField, box: PageFractions, gesture?: string) =>
    change((all) => all.map((each) => (each.key === field.key ? changed(each, box) : each)), gesture);

  const setOptions = (field: EditorField, options: FieldOptions) =>
    change(
      (all) => all.map((each) => (each.key === field.key ? withOptions(each, options) : each)),
      `options-${field.key}`,
    );

  const remove = (field: EditorField) => {
    change((all) => withoutField(all, field));
    if (field.key === selectedKey) setSelectedKey(null);
  };

  /** Sends every change at once; true when the server took them all. Undo then starts again from what was saved. */
  const save = async (): Promise<boolean> => {
    setSaveFailure(null);
    try {
      const saved = await source.save(fieldChanges(fields, senderFills));
      setHistory(startHistory(saved.fields.map(fromServer)));
      setSelectedKey(null);
      setSavedOnce(true);
      return true;
    } catch (error) {
      setSaveFailure(actionFailureOf(error));
      source.reread();
      return false;
    }
  };

  return {
    fields,
    /** Fields drawn, moved, changed or deleted since the last save. */
    unsaved: Object.values(fieldChanges(fields, senderFills)).some((changes) => changes.length > 0),
    /** Saved since the editor opened. */
    savedOnce,
    senderFills,
    signerId,
    chooseSigner: setSignerId,
    tool,
    chooseTool: setTool,
    selected,
    select: (field: EditorField | null) => setSelectedKey(field?.key ?? null),
    /** The document holds as many fields as it may: placing another is refused until one is removed. */
    full: !mayAddField(fields),
    draw,
    place,
    setOptions,
    remove,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    save,
    saving: source.saving,
    saveFailure,
  };
}

export type FieldEditor = ReturnType<typeof useFieldEditor>;
