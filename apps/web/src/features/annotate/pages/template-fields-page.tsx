import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGetTemplateQuery } from '../../../api/templates-api';
import { PageLoader } from '../../../components/page-loader';
import { notify } from '../../../components/toast';
import { FieldEditorScreen } from '../components/field-editor-screen';
import { useFieldEditor } from '../hooks/use-field-editor';
import { useTemplateSource } from '../hooks/use-template-source';

/**
 * A template's field editor (/templates/{id}/fields): the document's editor, its fields placed for the template's
 * roles; a text, date or checkbox field can be left to the sender. Use template saves and goes on to make a document.
 * Documents already made from it keep their own fields (docs/domain.md#templates).
 */
export function TemplateFieldsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const template = useGetTemplateQuery(id, { refetchOnMountOrArgChange: true });
  const source = useTemplateSource(id, template);
  const editor = useFieldEditor(source);
  const backToTemplates = () => navigate(WEB_ROUTES.templates);

  // An unknown template (or another account's) says so and goes back to the list.
  useEffect(() => {
    if (!template.isError) return;
    notify.error('Not found');
    navigate(WEB_ROUTES.templates, { replace: true });
  }, [template.isError, navigate]);

  if (!source.content) return <PageLoader />;

  const toUseTemplate = async () => {
    if (editor.unsaved && !(await editor.save())) return;
    navigate(webPaths.templateUse(id));
  };

  return (
    <FieldEditorScreen
      editor={editor}
      content={source.content}
      partiesHeading={t('Roles')}
      next={{ label: t('Use template'), onClick: toUseTemplate }}
      onLeave={backToTemplates}
      leaveLabel={t('Back to Templates')}
    />
  );
}
