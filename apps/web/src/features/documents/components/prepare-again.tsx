import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { type DroppedField, type PrepareAgainForm, prepareAgainFormSchema } from '@signflow/contract/prepare-again';
import { webPaths } from '@signflow/contract/web-paths';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DocumentListItem, DocumentSummary, SigningRecord } from '../../../api/document-types';
import { useGetSigningRecordQuery } from '../../../api/signing-record-api';
import { type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { PdfDropZone } from '../../../components/file-drop-zone';
import { useListsAsCards } from '../../../components/list-cards';
import { looksLikePdf } from '../../../components/looks-like-pdf';
import { PageLoader } from '../../../components/page-loader';
import { PartHeading } from '../../../components/part-heading';
import { PeopleTable } from '../../../components/people-table';
import { FIELD_TYPE_LABELS } from '../../../components/use-field-label';
import { formatCount } from '../../../i18n/format-number';
import { usePrepareAgainMutation } from '../api/documents-api';
import { DeclinedByNote } from './declined-by-note';

/**
 * 'Prepare again' for a document sent back for revision or cancelled (docs/domain.md#documents-and-their-states): the
 * dialog says why it came back, may take a new PDF and change the signers, then returns it to Draft and the owner
 * goes on in the editor; when the new PDF left fields without their page, it says which first. `button(document)` is
 * a row's button; `dialog` is rendered once by the list.
 */
export function usePrepareAgain() {
  const { t } = useTranslation();
  const [toPrepare, setToPrepare] = useState<DocumentListItem | null>(null);

  const button = (document: DocumentListItem) => (
    <Button
      size="xs"
      flex="none"
      onClick={() => setToPrepare(document)}
      aria-label={`${t('Prepare again')}: ${document.name}`}
    >
      {t('Prepare again')}
    </Button>
  );

  const dialog = toPrepare && (
    <PrepareAgainDialog key={toPrepare.id} document={toPrepare} onClose={() => setToPrepare(null)} />
  );
  return { button, dialog };
}

function PrepareAgainDialog({ document, onClose }: { document: DocumentListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useListsAsCards();
  const [dropped, setDropped] = useState<{ fields: DroppedField[]; pageCount: number } | null>(null);
  const toEditor = () => navigate(webPaths.annotate(document.id));
  return (
    <Dialog opened onClose={onClose} title={t('Prepare again')} size="xl" fullScreen={phone}>
      {dropped ? (
        <DroppedFields dropped={dropped} onContinue={toEditor} />
      ) : (
        <PrepareAgainChanges
          document={document}
          onCancel={onClose}
          onPrepared={(answer) =>
            answer.droppedFields.length > 0
              ? setDropped({ fields: answer.droppedFields, pageCount: answer.document.pageCount })
              : toEditor()
          }
        />
      )}
    </Dialog>
  );
}

/** The signers as the table edits them: each keeps the id the server knows them by. */
function rowsOf(record: SigningRecord): PrepareAgainForm['signers'] {
  return record.signers.map((signer) => ({
    signerId: signer.id,
    approverName: signer.name,
    approverMail: signer.email,
    approvalLevel: signer.level,
  }));
}

function PrepareAgainChanges({
  document,
  onCancel,
  onPrepared,
}: {
  document: DocumentListItem;
  onCancel: () => void;
  onPrepared: (answer: { droppedFields: DroppedField[]; document: DocumentSummary }) => void;
}) {
  const { t } = useTranslation();
  const record = useGetSigningRecordQuery(document.id, { refetchOnMountOrArgChange: true });
  const [prepareAgain] = usePrepareAgainMutation();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<PrepareAgainForm>({
    resolver: zodResolver(prepareAgainFormSchema),
    defaultValues: { signers: [] },
  });
  const { reset } = form;
  useEffect(() => {
    if (record.data) reset({ signers: rowsOf(record.data) });
  }, [record.data, reset]);
  const fileError = file && !looksLikePdf(file) ? t('The file is not a PDF') : undefined;
  // Why the server refused it, said under the dialog's buttons until the next try.
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  // One request, all or nothing, with the signers as the table shows them: the server records only what changed.
  const onSubmit = form.handleSubmit(async (values) => {
    if (fileError) return;
    setFailure(null);
    try {
      onPrepared(await prepareAgain({ id: document.id, signers: values.signers, file }).unwrap());
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <DialogForm
      onSubmit={onSubmit}
      dismissLabel={t('Cancel')}
      onDismiss={onCancel}
      submitLabel={t('Prepare again')}
      submitProps={{ disabled: !record.data || Boolean(fileError) }}
      busy={busy}
      failure={failure}
    >
      <Text>
        {t('Prepare “{{name}}” again? It returns to Documents as a draft and the signers’ answers are cleared.', {
          name: document.name,
        })}
      </Text>
      {document.declinedBy && (
        <Paper withBorder p="sm" radius="md" bg="orange.0">
          <DeclinedByNote declinedBy={document.declinedBy} />
        </Paper>
      )}
      <DialogPart
        title={t('The PDF')}
        description={t('Keep it, or choose a corrected one: fields on pages the new PDF does not have are dropped.')}
      >
        <PdfDropZone file={file} error={fileError} onFile={setFile} disabled={busy} />
        {file && (
          <Group>
            <Button variant="subtle" size="xs" onClick={() => setFile(null)} disabled={busy}>
              {t('Keep the current PDF')}
            </Button>
          </Group>
        )}
      </DialogPart>
      <DialogPart
        title={t('Signers')}
        description={t(
          'Change a name, an e-mail or a level, add or remove signers: a removed signer’s fields go with them.',
        )}
      >
        {record.data ? <PeopleTable form={form} name="signers" noun="signer" disabled={busy} /> : <PageLoader />}
      </DialogPart>
    </DialogForm>
  );
}

/** A part of the dialog's form under its own heading, with a line on what it changes. */
function DialogPart({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <PartHeading order={3} title={title} description={description} />
      {children}
    </Stack>
  );
}

/** What the new PDF had no page for: the fields dropped, each by its kind, signer and page. */
function DroppedFields({
  dropped,
  onContinue,
}: {
  dropped: { fields: DroppedField[]; pageCount: number };
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <Text role="status">
        {t(
          'The document is a draft again. The new PDF has {{pages}} pages: these fields did not fit and were dropped.',
          {
            pages: formatCount(dropped.pageCount, i18n.language),
          },
        )}
      </Text>
      <List aria-label={t('Fields dropped')}>
        {dropped.fields.map((field) => (
          <List.Item key={field.id}>
            {t('{{type}} of {{name}}, page {{page}}', {
              type: t(FIELD_TYPE_LABELS[field.type]),
              name: field.signerName,
              page: formatCount(field.pageNumber, i18n.language),
            })}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onContinue} data-autofocus>
          {t('Place fields in the editor')}
        </Button>
      </Group>
    </Stack>
  );
}
