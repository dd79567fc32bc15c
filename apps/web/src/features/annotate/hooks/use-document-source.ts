import { useMemo } from 'react';
import type { SigningRecord } from '../../../api/document-types';
import { useSaveFieldsMutation } from '../api/annotate-api';
import type { EditorContent, FieldEditorSource } from '../editor-source';

/** A document's signing record as the editor reads it: its fields placed for its signers. */
export function documentContent(record: SigningRecord): EditorContent {
  return {
    name: record.document.name,
    pdfPath: record.document.pdfPath,
    parties: record.signers,
    fields: record.fields,
  };
}

/** The field editor's source for a Draft document: its signing record, saved with the document's field batch. */
export function useDocumentSource(
  documentId: string,
  record: { data?: SigningRecord; refetch: () => void },
): FieldEditorSource {
  const [saveFields, { isLoading }] = useSaveFieldsMutation();
  const content = useMemo(() => record.data && documentContent(record.data), [record.data]);
  return {
    content,
    save: async (changes) => documentContent(await saveFields({ documentId, changes }).unwrap()),
    saving: isLoading,
    reread: record.refetch,
    senderFills: false,
  };
}
