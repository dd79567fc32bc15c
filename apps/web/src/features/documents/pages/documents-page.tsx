import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { DocumentSummary } from '@signflow/contract/documents';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyApiError, readApiError } from '../../../api/api-error';
import { reloadProfile } from '../../../api/session-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { RowAction } from '../../../components/row-action';
import { notify } from '../../../components/toast';
import { useKeepPageInRange } from '../../../components/use-page';
import { isEmailNotVerified, VerifyEmailDialog } from '../../../components/verify-email-dialog';
import { useAppDispatch } from '../../../store/hooks';
import { useInviteSignersMutation, useListDocumentsQuery, useTrashDocumentMutation } from '../api/documents-api';
import { DocumentTable } from '../components/document-table';
import { HistoryButton } from '../components/history-button';

/** Documents (also /): Draft and Sent documents, Refresh and Upload Document. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, refetch } = useListDocumentsQuery({ page, limit: DEFAULT_PAGE_SIZE });
  useKeepPageInRange(page, data?.totalPages, setPage);
  const [trashDocument, { isLoading: trashing }] = useTrashDocumentMutation();
  const [toTrash, setToTrash] = useState<DocumentSummary | null>(null);
  const [inviteSigners, { isLoading: inviting }] = useInviteSignersMutation();
  const [toInvite, setToInvite] = useState<DocumentSummary | null>(null);
  const [mustVerifyEmail, setMustVerifyEmail] = useState(false);
  // The Invite Sign button pressed last, where the focus returns once the verification dialog closes.
  const inviteButton = useRef<HTMLButtonElement | null>(null);
  const closeVerifyEmail = () => {
    setMustVerifyEmail(false);
    inviteButton.current?.focus();
  };

  const confirmInvite = async () => {
    if (!toInvite) return;
    try {
      const { message } = await inviteSigners(toInvite.id).unwrap();
      notify.success(message);
      // The address may have been verified in another tab since the profile was loaded: the banner follows.
      dispatch(reloadProfile());
    } catch (error) {
      // An unverified owner is told where the link went and offered a new one; anything else missing (a name,
      // an e-mail, a field) is named by the server; otherwise the generic failure message.
      if (isEmailNotVerified(error)) {
        dispatch(reloadProfile());
        setMustVerifyEmail(true);
      } else if (readApiError(error)) notifyApiError(error);
      else notify.error('Document send failed');
    } finally {
      setToInvite(null);
    }
  };

  const confirmTrash = async () => {
    if (!toTrash) return;
    try {
      await trashDocument(toTrash.id).unwrap();
      notify.success('Moved to Trash');
    } catch (error) {
      notifyApiError(error);
    } finally {
      setToTrash(null);
    }
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('Documents')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('Documents')}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => refetch()} loading={isFetching && !isLoading}>
            {t('Refresh')}
          </Button>
          <Button component={Link} to={WEB_ROUTES.documentUpload}>
            {t('Upload Document')}
          </Button>
        </Group>
      </Group>
      {isLoading ? (
        <PageLoader />
      ) : (
        <DocumentTable
          label={t('Documents')}
          documents={data?.results}
          emptyText={t('No documents yet.')}
          actions={(document) =>
            document.status === 'Sent' ? (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{t('Signing In Progress')}</Text>
                <HistoryButton document={document} />
              </Group>
            ) : (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  onClick={(event) => {
                    inviteButton.current = event.currentTarget;
                    setToInvite(document);
                  }}
                  aria-label={t('Invite {{name}} signers', { name: document.DocName })}
                >
                  {t('Invite Sign')}
                </Button>
                <RowAction
                  to={webPaths.annotate(document.id)}
                  label={t('Prepare {{name}}', { name: document.DocName })}
                >
                  {t('Prepare')}
                </RowAction>
                <RowAction
                  color="red"
                  onClick={() => setToTrash(document)}
                  label={t('Move {{name}} to Trash', { name: document.DocName })}
                >
                  {t('Delete')}
                </RowAction>
                <HistoryButton document={document} />
              </Group>
            )
          }
        />
      )}
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      <ConfirmDialog
        opened={toInvite !== null}
        title={t('Invite Sign')}
        message={t('Send “{{name}}” to its signers? It can no longer be changed once sent.', {
          name: toInvite?.DocName ?? '',
        })}
        confirmLabel={t('Send')}
        busy={inviting}
        destructive={false}
        onConfirm={confirmInvite}
        onCancel={() => setToInvite(null)}
      />
      <VerifyEmailDialog opened={mustVerifyEmail} onClose={closeVerifyEmail} />
      <ConfirmDialog
        opened={toTrash !== null}
        title={t('Move to Trash')}
        message={t('Move “{{name}}” to Trash? You can restore it from there.', { name: toTrash?.DocName ?? '' })}
        confirmLabel={t('Move to Trash')}
        busy={trashing}
        onConfirm={confirmTrash}
        onCancel={() => setToTrash(null)}
      />
    </Stack>
  );
}
