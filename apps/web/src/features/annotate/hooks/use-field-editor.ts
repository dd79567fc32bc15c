import type { FieldType, PageFractions, SigningRecordResponse } from '@signflow/contract/documents';
import { useEffect, useState } from 'react';
import { notifyApiError } from '../../../api/api-error';
import { useSaveFieldsMutation } from '../api/annotate-api';
import {
  changed,
  drawnField,
  type EditorField,
  type FieldOptions,
  fieldChanges,
  fromServer,
  withOptions,
  withoutField,
} from '../editor-fields';

let newFieldCounter = 0;

/**
 * The editor's state: the fields as edited, the signer and tool chosen for drawing, and Save, which sends
 * every change in one request. `record` is the document's signing record as last read; `reread` reads it
 * again after a failed save, so the editor shows what the server holds (and a document that is gone, or no
 * longer a draft, is left).
 */
export function useFieldEditor(documentId: string, record: SigningRecordResponse | undefined, reread: () => void) {
  const [saveFields, { isLoading: saving }] = useSaveFieldsMutation();
  const [fields, setFields] = useState<EditorField[]>([]);
  const [signerId, setSignerId] = useState<string | null>(null);
  const [tool, setTool] = useState<FieldType | null>(null);

  useEffect(() => {
    if (record) setFields(record.coordinates.map(fromServer));
  }, [record]);

  const draw = (pageNumber: number, box: PageFractions) => {
    if (signerId === null || tool === null) return;
    newFieldCounter += 1;
    const field = drawnField(`new-${newFieldCounter}`, { userId: signerId, type: tool, pageNumber, box });
    setFields((all) => [...all, field]);
  };

  const place = (field: EditorField, box: PageFractions) =>
    setFields((all) => all.map((each) => (each.key === field.key ? changed(field, box) : each)));

  const setOptions = (field: EditorField, options: FieldOptions) =>
    setFields((all) => all.map((each) => (each.key === field.key ? withOptions(each, options) : each)));

  const remove = (field: EditorField) => setFields((all) => withoutField(all, field));

  /** Sends every change at once; true when the server took them all. */
  const save = async (): Promise<boolean> => {
    try {
      const saved = await saveFields({ documentId, changes: fieldChanges(fields) }).unwrap();
      setFields(saved.coordinates.map(fromServer));
      setSignerId(null);
      setTool(null);
      return true;
    } catch (error) {
      notifyApiError(error);
      reread();
      return false;
    }
  };

  return {
    fields,
    signerId,
    chooseSigner: setSignerId,
    tool,
    chooseTool: setTool,
    drawing: signerId !== null && tool !== null,
    draw,
    place,
    setOptions,
    remove,
    save,
    saving,
  };
}
