import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInviteSign } from '../../../components/invite-sign/use-invite-sign';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentIdParam } from '../../../components/use-document-id-param';
import { FieldEditorScreen } from '../components/field-editor-screen';
import { useDocumentSource } from '../hooks/use-document-source';
import { useDraftSigningRecord } from '../hooks/use-draft-signing-record';
import { useFieldEditor } from '../hooks/use-field-editor';

/**
 * The field editor of a Draft document (/annotate, the document in its query: useDocumentIdParam), where an upload
 * lands: Send saves and invites.
 */
export function AnnotatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const documentId = useDocumentIdParam();
  // Sent from here: the document is no longer a draft, and that is no reason to complain on the way out.
  const [sent, setSent] = useState(false);
  const record = useDraftSigningRecord(documentId, { sentHere: sent });
  const source = useDocumentSource(documentId, record);
  const editor = useFieldEditor(source);
  const backToDocuments = () => navigate(WEB_ROUTES.documents);
  const inviteSign = useInviteSign({
    onSent: () => {
      setSent(true);
      backToDocuments();
    },
  });

  if (!record.data || !source.content) return <PageLoader />;
  const { document } = record.data;

  const send = async (opener: HTMLElement) => {
    if (editor.unsaved && !(await editor.save())) return;
    inviteSign.open({ id: document.id, name: document.name }, opener);
  };

  return (
    <FieldEditorScreen
      editor={editor}
      content={source.content}
      partiesHeading={t('Signers')}
      next={{ label: t('Send'), onClick: send }}
      busy={inviteSign.inviting}
      onLeave={backToDocuments}
      leaveLabel={t('Back to Documents')}
    >
      {inviteSign.dialogs}
    </FieldEditorScreen>
  );
}
