import { webPaths } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveAsTemplateMutation } from '../api/templates-api';
import { RowAction } from './row-action';
import { TemplateNameDialog } from './template-name-dialog';

interface SavedDocument {
  id: string;
  name: string;
}

/**
 * Save as template, for any of the owner's documents: asks the template's name (the document's to begin with), makes
 * the template (its signers become roles, its fields stay: docs/domain.md#templates) and opens it in the field editor.
 */
export function useSaveAsTemplate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saveAsTemplate] = useSaveAsTemplateMutation();
  const [document, setDocument] = useState<SavedDocument | null>(null);

  const save = async (name: string) => {
    if (!document) return;
    const template = await saveAsTemplate({ documentId: document.id, body: { name } }).unwrap();
    setDocument(null);
    navigate(webPaths.templateFields(template.id));
  };

  return {
    button: (saved: SavedDocument) => (
      <RowAction
        variant="subtle"
        onClick={() => setDocument(saved)}
        label={t('Save as template: {{name}}', { name: saved.name })}
      >
        {t('Save as template')}
      </RowAction>
    ),
    dialog: (
      <TemplateNameDialog
        opened={document !== null}
        title={t('Save as template')}
        submitLabel={t('Save as template')}
        name={document?.name.replace(/\.pdf$/i, '') ?? ''}
        onSubmit={save}
        onClose={() => setDocument(null)}
      />
    ),
  };
}
