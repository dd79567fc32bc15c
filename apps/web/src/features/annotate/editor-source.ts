import type { DocumentField, FieldPlacement } from '../../api/document-types';

/**
 * What the field editor edits, read through a small adapter (a document's, use-document-source; a template's,
 * use-template-source), so one editor serves both: the PDF, who fields are placed for (a document's signers, a
 * template's roles), and the fields. In the editor a field's `signerId` is whoever it is placed for: a signer, or a
 * role (a template field's `roleId`).
 */

/** Who a field is placed for: a document's signer or a template's role, drawn in its colour. */
export interface EditorParty {
  id: string;
  name: string;
  email?: string;
  color: string;
}

/** A field as the editor reads it from its source. */
export type SourceField = Pick<
  DocumentField,
  'id' | 'signerId' | 'type' | 'position' | 'label' | 'required' | 'senderFilled'
>;

export interface EditorContent {
  name: string;
  pdfPath: string;
  parties: EditorParty[];
  fields: SourceField[];
}

/** A field as Save sends it; `senderFilled` only where the source has sender-filled fields (a template). */
export type EditorPlacement = FieldPlacement & { senderFilled?: boolean };

/** The editor's whole save: new fields, changed fields by id, and the ids of those removed. */
export interface EditorChanges {
  create: EditorPlacement[];
  update: (EditorPlacement & { id: string })[];
  delete: string[];
}

export interface FieldEditorSource {
  /** As last read; undefined while it loads. */
  content: EditorContent | undefined;
  /** Saves every change at once, all or nothing, answering the content after it (new fields with their ids). */
  save: (changes: EditorChanges) => Promise<EditorContent>;
  saving: boolean;
  /** Reads the content again (after a refused save, the editor shows what the server holds). */
  reread: () => void;
  /** Text, date and checkbox fields may be left to the sender, who fills them when using it (a template's). */
  senderFills: boolean;
}
