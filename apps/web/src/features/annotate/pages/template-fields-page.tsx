import { Button } from '@mantine/core';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGetTemplateQuery } from '../../../api/templates-api';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { TemplateRolesDialog } from '../../../components/template-roles-dialog';
import { useLeaveWhenMissing } from '../../../components/use-leave-when-missing';
import { FieldEditorScreen } from '../components/field-editor-screen';
import { useFieldEditor } from '../hooks/use-field-editor';
import { useTemplateSource } from '../hooks/use-template-source';

/**
 * A template's field editor (/templates/{id}/fields): the document's editor, its fields placed for the template's
 * roles; a text, date or checkbox field can be left to the sender. Use template saves and goes on to make a document.
 * Documents already made from it keep their own fields (docs/domain.md#templates). Edit roles renames, moves, adds or
 * removes its roles.
 */
export function TemplateFieldsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const template = useGetTemplateQuery(id, { refetchOnMountOrArgChange: true });
  const source = useTemplateSource(id, template);
  const editor = useFieldEditor(source);
  const backToTemplates = () => navigate(WEB_ROUTES.templates);
  const [editingRoles, setEditingRoles] = useState(false);

  // An unknown template (or another account's) says so and goes back to the list; a failed read leaves the editor be.
  useLeaveWhenMissing(template, WEB_ROUTES.templates, 'Not found');
  if (template.isError && !template.data && !template.isFetching) return <LoadFailed onRetry={template.refetch} />;
  if (!source.content || !template.data) return <PageLoader />;

  // The roles are read again once changed, which starts the editor from the saved fields: unsaved ones are saved first.
  const editRoles = async () => {
    if (editor.unsaved && !(await editor.save())) return;
    setEditingRoles(true);
  };

  const toUseTemplate = async () => {
    if (editor.unsaved && !(await editor.save())) return;
    navigate(webPaths.templateUse(id));
  };

  return (
    <FieldEditorScreen
      editor={editor}
      content={source.content}
      partiesHeading={t('Roles')}
      partiesAction={
        <Button variant="default" size="xs" onClick={editRoles} disabled={editor.saving}>
          {t('Edit roles')}
        </Button>
      }
      next={{ label: t('Use template'), onClick: toUseTemplate }}
      onLeave={backToTemplates}
      leaveLabel={t('Back to Templates')}
    >
      <TemplateRolesDialog opened={editingRoles} template={template.data} onClose={() => setEditingRoles(false)} />
    </FieldEditorScreen>
  );
}
