import { signerColor } from '@signflow/contract/documents';
import type { TemplateDetail, TemplateFieldBody } from '@signflow/contract/templates';
import { useMemo } from 'react';
import { useSaveTemplateFieldsMutation } from '../../../api/templates-api';
import type { EditorContent, EditorPlacement, FieldEditorSource } from '../editor-source';

/** A template as the editor reads it: its fields placed for its roles, each role in a signer's colour. */
export function templateContent(template: TemplateDetail): EditorContent {
  return {
    name: template.name,
    pdfPath: template.pdfPath,
    parties: template.roles.map((role, index) => ({ id: role.id, name: role.name, color: signerColor(index) })),
    fields: template.fields.map(({ roleId, ...field }) => ({ ...field, signerId: roleId })),
  };
}

/** A field as the template's batch takes it: for a role (`roleId`). */
function templateFieldOf({ signerId, ...placement }: EditorPlacement): TemplateFieldBody {
  return { roleId: signerId, ...placement };
}

/** The field editor's source for a template: saved with PUT /v1/templates/{id}/fields, fields for roles. */
export function useTemplateSource(
  templateKey: string,
  template: { data?: TemplateDetail; refetch: () => void },
): FieldEditorSource {
  const [saveFields, { isLoading }] = useSaveTemplateFieldsMutation();
  const content = useMemo(() => template.data && templateContent(template.data), [template.data]);
  return {
    content,
    save: async (changes) => {
      const saved = await saveFields({
        id: templateKey,
        changes: {
          create: changes.create.map(templateFieldOf),
          update: changes.update.map(({ id, ...field }) => ({ id, ...templateFieldOf(field) })),
          delete: changes.delete,
        },
      }).unwrap();
      return templateContent(saved);
    },
    saving: isLoading,
    reread: template.refetch,
    senderFills: true,
  };
}
