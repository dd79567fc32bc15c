import { Box, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { PageTitle } from '../../../components/page-title';
import { PdfPages } from '../../../components/pdf-pages';
import { PdfViewer } from '../../../components/pdf-viewer';
import { useWarnBeforeUnload } from '../../../components/use-warn-before-unload';
import { isShown } from '../editor-fields';
import type { EditorContent } from '../editor-source';
import { useEditorKeys } from '../hooks/use-editor-keys';
import type { FieldEditor } from '../hooks/use-field-editor';
import classes from './annotate.module.css';
import { DiscardChangesDialog, OpenFailedDialog } from './editor-dialogs';
import { EditorHeader } from './editor-header';
import { EditorToolbox } from './editor-toolbox';
import { PageFields } from './page-fields';

interface FieldEditorScreenProps {
  editor: FieldEditor;
  content: EditorContent;
  /** Whom fields are placed for, the toolbox's heading: Signers (a document) or Roles (a template). */
  partiesHeading: string;
  /** What is offered under the signers or roles: a template's Edit roles. */
  partiesAction?: ReactNode;
  /** The way on from the editor: Send (a document), Use template (a template). */
  next: { label: string; onClick: (button: HTMLElement) => void };
  /** Busy beyond saving (inviting): the header's buttons wait. */
  busy?: boolean;
  /** Where Close leads (after asking, with unsaved changes), and a PDF that cannot be opened; `leaveLabel` says it. */
  onLeave: () => void;
  leaveLabel: string;
  /** The page's own dialogs. */
  children?: ReactNode;
}

/**
 * The field editor's screen, whatever it edits (editor-source.ts): the header, the signers or roles and the tools on
 * the left, the PDF with its fields on the right; a click on a page places a field, Undo and Redo take changes back.
 */
export function FieldEditorScreen({
  editor,
  content,
  partiesHeading,
  partiesAction,
  next,
  busy = false,
  onLeave,
  leaveLabel,
  children,
}: FieldEditorScreenProps) {
  const { t } = useTranslation();
  const [openFailed, setOpenFailed] = useState(false);
  // Fields placed, moved or deleted since the last save: Close and closing the tab ask before losing them.
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  useWarnBeforeUnload(editor.unsaved);
  const close = () => (editor.unsaved ? setConfirmDiscard(true) : onLeave());
  useEditorKeys({
    onDelete: () => editor.selected && editor.remove(editor.selected),
    onUndo: editor.undo,
    onRedo: editor.redo,
    onDeselect: () => editor.select(null),
  });

  return (
    <Stack gap={0} h="100dvh">
      <PageTitle>{t('Place fields: {{name}}', { name: content.name })}</PageTitle>
      <EditorHeader
        documentName={content.name}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onClose={close}
        onSave={editor.save}
        next={next}
        saving={editor.saving || busy}
        saveState={editor.unsaved ? 'unsaved' : editor.savedOnce ? 'saved' : null}
      />
      {editor.saveFailure && (
        <Box px="md" py={6} className={classes.saveFailure}>
          <ActionError failure={editor.saveFailure} />
        </Box>
      )}
      <div className={classes.editorBody}>
        <EditorToolbox
          heading={partiesHeading}
          headingAction={partiesAction}
          signers={content.parties}
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
              url={content.pdfPath}
              withSession
              onError={() => setOpenFailed(true)}
              overlay={(pageNumber) => (
                <PageFields
                  pageNumber={pageNumber}
                  fields={editor.fields}
                  signers={content.parties}
                  senderFills={editor.senderFills}
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

      <DiscardChangesDialog opened={confirmDiscard} onConfirm={onLeave} onCancel={() => setConfirmDiscard(false)} />
      <OpenFailedDialog opened={openFailed} onLeave={onLeave} leaveLabel={leaveLabel} />
      {children}
    </Stack>
  );
}
