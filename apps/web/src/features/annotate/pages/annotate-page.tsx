import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { PdfPages } from '../../../components/pdf-pages';
import { PdfViewer } from '../../../components/pdf-viewer';
import classes from '../components/annotate.module.css';
import { DeleteFieldDialog, DiscardChangesDialog, OpenFailedDialog, SavedDialog } from '../components/editor-dialogs';
import { EditorToolbox } from '../components/editor-toolbox';
import { PageFields } from '../components/page-fields';
import { type EditorField, fieldChanges } from '../editor-fields';
import { useDraftSigningRecord } from '../hooks/use-draft-signing-record';
import { useFieldEditor } from '../hooks/use-field-editor';
import { useWarnBeforeUnload } from '../hooks/use-warn-before-unload';

/** The field editor (/annotate?templateId=): signers and tools on the left, the PDF with its fields on the right. */
export function AnnotatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const documentId = search.get('templateId') ?? '';
  const record = useDraftSigningRecord(documentId);
  const editor = useFieldEditor(documentId, record.data, record.refetch);
  const [toDelete, setToDelete] = useState<EditorField | null>(null);
  const [saved, setSaved] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);
  const backToDocuments = () => navigate(WEB_ROUTES.documents);
  // Fields drawn, moved or deleted since the last save: Cancel and closing the tab ask before losing them.
  const unsaved = Object.values(fieldChanges(editor.fields)).some((changes) => changes.length > 0);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  useWarnBeforeUnload(unsaved);
  const cancel = () => (unsaved ? setConfirmDiscard(true) : backToDocuments());

  if (!record.data) return <PageLoader />;
  const { document, users } = record.data;

  return (
    <Stack gap={0} h="100vh">
      <PageTitle>{document.DocName}</PageTitle>
      <Group component="header" justify="space-between" px="md" py="xs" style={{ borderBottom: '1px solid #dee2e6' }}>
        <Title order={1} size="h4">
          {document.DocName}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={cancel}>
            {t('Cancel')}
          </Button>
          <Button onClick={async () => setSaved(await editor.save())} loading={editor.saving}>
            {t('Save And Close')}
          </Button>
        </Group>
      </Group>
      <div className={classes.editorBody}>
        <EditorToolbox
          signers={users}
          signerId={editor.signerId}
          onChooseSigner={editor.chooseSigner}
          tool={editor.tool}
          onChooseTool={editor.chooseTool}
        />
        <PdfViewer label={t('Document pages')}>
          <Box p="md" bg="gray.1">
            <PdfPages
              url={document.DocPath}
              withSession
              onError={() => setOpenFailed(true)}
              overlay={(pageNumber) => (
                <PageFields
                  pageNumber={pageNumber}
                  fields={editor.fields}
                  signers={users}
                  drawingFor={editor.drawing ? editor.signerId : null}
                  onDraw={editor.draw}
                  onPlace={editor.place}
                  onOptions={editor.setOptions}
                  onDelete={setToDelete}
                />
              )}
            />
          </Box>
        </PdfViewer>
      </div>

      <DeleteFieldDialog
        opened={toDelete !== null}
        onConfirm={() => {
          if (toDelete) editor.remove(toDelete);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
      <DiscardChangesDialog
        opened={confirmDiscard}
        onConfirm={backToDocuments}
        onCancel={() => setConfirmDiscard(false)}
      />
      <SavedDialog opened={saved} onStay={() => setSaved(false)} onLeave={backToDocuments} />
      <OpenFailedDialog opened={openFailed} onLeave={backToDocuments} />
    </Stack>
  );
}
