import { Box, Stack } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionError } from '../../../components/action-error';
import { useInviteSign } from '../../../components/invite-sign/use-invite-sign';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { PdfPages } from '../../../components/pdf-pages';
import { PdfViewer } from '../../../components/pdf-viewer';
import { useDocumentIdParam } from '../../../components/use-document-id-param';
import classes from '../components/annotate.module.css';
import { DiscardChangesDialog, OpenFailedDialog } from '../components/editor-dialogs';
import { EditorHeader } from '../components/editor-header';
import { EditorToolbox } from '../components/editor-toolbox';
import { PageFields } from '../components/page-fields';
import { isShown } from '../editor-fields';
import { useDraftSigningRecord } from '../hooks/use-draft-signing-record';
import { useEditorKeys } from '../hooks/use-editor-keys';
import { useFieldEditor } from '../hooks/use-field-editor';
import { useWarnBeforeUnload } from '../hooks/use-warn-before-unload';

/**
 * The field editor (/annotate, the document in its query: useDocumentIdParam), where an upload lands: signers and
 * tools on the left, the PDF with its fields on the right; a click on a page places a field, Undo and Redo take
 * changes back, Send saves and invites.
 */
export function AnnotatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const documentId = useDocumentIdParam();
  // Sent from here: the document is no longer a draft, and that is no reason to complain on the way out.
  const [sent, setSent] = useState(false);
  const record = useDraftSigningRecord(documentId, { sentHere: sent });
  const editor = useFieldEditor(documentId, record.data, record.refetch);
  const [openFailed, setOpenFailed] = useState(false);
  const [savedOnce, setSavedOnce] = useState(false);
  const backToDocuments = () => navigate(WEB_ROUTES.documents);
  const inviteSign = useInviteSign({
    onSent: () => {
      setSent(true);
      backToDocuments();
    },
  });
  // Fields placed, moved or deleted since the last save: Close and closing the tab ask before losing them.
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  useWarnBeforeUnload(editor.unsaved);
  const close = () => (editor.unsaved ? setConfirmDiscard(true) : backToDocuments());
  useEditorKeys({
    onDelete: () => editor.selected && editor.remove(editor.selected),
    onUndo: editor.undo,
    onRedo: editor.redo,
    onDeselect: () => editor.select(null),
  });

  const save = async () => {
    const saved = await editor.save();
    if (saved) setSavedOnce(true);
    return saved;
  };

  if (!record.data) return <PageLoader />;
  const { document, signers } = record.data;

  const send = async (opener: HTMLElement) => {
    if (editor.unsaved && !(await save())) return;
    inviteSign.open({ id: document.id, name: document.name }, opener);
  };

  return (
    <Stack gap={0} h="100dvh">
      <PageTitle>{t('Place fields: {{name}}', { name: document.name })}</PageTitle>
      <EditorHeader
        documentName={document.name}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onClose={close}
        onSave={save}
        onSend={send}
        saving={editor.saving || inviteSign.inviting}
        saveState={editor.unsaved ? 'unsaved' : savedOnce ? 'saved' : null}
      />
      {editor.saveFailure && (
        <Box px="md" py={6} className={classes.saveFailure}>
          <ActionError failure={editor.saveFailure} />
        </Box>
      )}
      <div className={classes.editorBody}>
        <EditorToolbox
          signers={signers}
          signerId={editor.signerId}
          onChooseSigner={editor.chooseSigner}
          tool={editor.tool}
          onChooseTool={editor.chooseTool}
          full={editor.full}
          placedAny={editor.fields.some(isShown)}
        />
        <PdfViewer label={t('Document pages')}>
          <Box p="md" bg="gray.1" className={classes.pages}>
            <PdfPages
              url={document.pdfPath}
              withSession
              onError={() => setOpenFailed(true)}
              overlay={(pageNumber) => (
                <PageFields
                  pageNumber={pageNumber}
                  fields={editor.fields}
                  signers={signers}
                  drawingFor={editor.signerId}
                  tool={editor.tool}
                  selectedKey={editor.selected?.key ?? null}
                  onSelect={editor.select}
                  onDraw={editor.draw}
                  onPlace={editor.place}
                  onOptions={editor.setOptions}
                  onDelete={editor.remove}
                />
              )}
            />
          </Box>
        </PdfViewer>
      </div>

      <DiscardChangesDialog
        opened={confirmDiscard}
        onConfirm={backToDocuments}
        onCancel={() => setConfirmDiscard(false)}
      />
      <OpenFailedDialog opened={openFailed} onLeave={backToDocuments} />
      {inviteSign.dialogs}
    </Stack>
  );
}
