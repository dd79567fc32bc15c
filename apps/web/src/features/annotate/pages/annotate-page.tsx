import { Button, Group, Box as Layout, Modal, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { FIELD_TYPES, type FieldType } from '@signflow/contract/documents';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notifyApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeDialog } from '../../../components/notice-dialog';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { PdfPages } from '../../../components/pdf-pages';
import { notify } from '../../../components/toast';
import { FIELD_TYPE_LABELS, useFieldLabel } from '../../../components/use-field-label';
import { useLeaveForMissingDocument } from '../../../components/use-leave-for-missing-document';
import {
  useCreateFieldMutation,
  useDeleteFieldMutation,
  useGetSigningRecordQuery,
  useUpdateFieldMutation,
} from '../api/annotate-api';
import { DrawingSurface } from '../components/drawing-surface';
import { FieldBox } from '../components/field-box';
import { changed, type EditorField, fromServer, toWire } from '../field-geometry';

let newFieldCounter = 0;

/** SPEC §2 Field editor (/annotate?templateId=): signers and tools on the left, the PDF with its fields on the right. */
export function AnnotatePage() {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const navigate = useNavigate();
  const leaveForMissingDocument = useLeaveForMissingDocument();
  const [search] = useSearchParams();
  const documentId = search.get('templateId') ?? '';
  const record = useGetSigningRecordQuery(documentId, { skip: !documentId, refetchOnMountOrArgChange: true });
  const [createField] = useCreateFieldMutation();
  const [updateField] = useUpdateFieldMutation();
  const [deleteField] = useDeleteFieldMutation();
  const [fields, setFields] = useState<EditorField[]>([]);
  const [userId, setUserId] = useState<string | null>(null);
  const [tool, setTool] = useState<FieldType | null>(null);
  const [toDelete, setToDelete] = useState<EditorField | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);

  const users = record.data?.users ?? [];
  const colorOf = (id: string) => users.find((user) => user.id === id)?.color ?? '#868e96';
  const nameOf = (id: string) => users.find((user) => user.id === id)?.name || t('Signer');

  // SPEC §8: a document that cannot be read, or is no longer a draft, sends the owner back to Documents.
  const status = record.data?.document.status;
  useEffect(() => {
    if (!documentId || record.isError) {
      leaveForMissingDocument();
    } else if (status && status !== 'Draft') {
      notify.error('Only a draft document can be changed');
      navigate('/document', { replace: true });
    }
  }, [documentId, record.isError, status, navigate, leaveForMissingDocument]);

  useEffect(() => {
    if (record.data) setFields(record.data.coordinates.map(fromServer));
  }, [record.data]);

  const replace = (next: EditorField) =>
    setFields((all) => all.map((field) => (field.key === next.key ? next : field)));

  const remove = (field: EditorField) => {
    // SPEC §4: only a field the server has needs a DELETE; an unsaved one just goes.
    setFields((all) =>
      field.id
        ? all.map((each) => (each.key === field.key ? { ...each, method: 'DELETE' } : each))
        : all.filter((each) => each.key !== field.key),
    );
  };

  const saveAndClose = async () => {
    setSaving(true);
    try {
      // SPEC §4: each flagged field is sent in turn.
      for (const field of fields) {
        if (field.method === 'POST') await createField({ documentId, body: toWire(field) }).unwrap();
        if (field.method === 'PUT' && field.id)
          await updateField({ documentId, fieldId: field.id, body: toWire(field) }).unwrap();
        if (field.method === 'DELETE' && field.id) await deleteField({ documentId, fieldId: field.id }).unwrap();
      }
      const fresh = await record.refetch().unwrap();
      setFields(fresh.coordinates.map(fromServer));
      setUserId(null);
      setTool(null);
      setSaved(true);
    } catch (error) {
      notifyApiError(error);
      record.refetch();
    } finally {
      setSaving(false);
    }
  };

  if (!record.data) return <PageLoader />;
  const { document } = record.data;
  const drawing = userId !== null && tool !== null;

  return (
    <Stack gap={0} h="100vh">
      <PageTitle>{document.DocName}</PageTitle>
      <Group component="header" justify="space-between" px="md" py="xs" style={{ borderBottom: '1px solid #dee2e6' }}>
        <Title order={1} size="h4">
          {document.DocName}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => navigate('/document')}>
            {t('Cancel')}
          </Button>
          <Button onClick={saveAndClose} loading={saving}>
            {t('Save And Close')}
          </Button>
        </Group>
      </Group>
      <Group align="stretch" gap={0} wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <Stack component="aside" w={220} p="md" gap="xs" style={{ borderRight: '1px solid #dee2e6', flexShrink: 0 }}>
          <Text fw={700} size="sm" id="users-heading">
            {t('Users')}
          </Text>
          <Stack gap={4} role="group" aria-labelledby="users-heading">
            {users.map((user) => (
              <UnstyledButton
                key={user.id}
                aria-pressed={userId === user.id}
                onClick={() => setUserId(user.id)}
                p={6}
                style={{
                  borderRadius: 4,
                  borderLeft: `6px solid ${user.color}`,
                  background: userId === user.id ? `${user.color}22` : undefined,
                  fontWeight: userId === user.id ? 700 : 400,
                }}
              >
                {user.name || user.email || t('Signer')}
              </UnstyledButton>
            ))}
          </Stack>
          <Text fw={700} size="sm" mt="md" id="tools-heading">
            {t('Tools')}
          </Text>
          <Stack gap={4} role="group" aria-labelledby="tools-heading">
            {FIELD_TYPES.map((type) => (
              <Button
                key={type}
                variant={tool === type ? 'filled' : 'default'}
                aria-pressed={tool === type}
                onClick={() => setTool(type)}
              >
                {t(FIELD_TYPE_LABELS[type])}
              </Button>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" mt="md">
            {drawing ? t('Drag on a page to place the field.') : t('Choose a user and a tool, then drag on a page.')}
          </Text>
        </Stack>
        <ScrollArea
          h="92vh"
          style={{ flex: 1 }}
          data-scroll-root
          viewportProps={{ 'data-scroll-root': true } as object}
        >
          <Layout p="md" bg="gray.1">
            <PdfPages
              url={document.DocPath}
              withSession
              onError={() => setOpenFailed(true)}
              overlay={(pageNumber) => (
                <>
                  {/* Under the fields, so placed fields can still be moved while a tool is chosen. */}
                  {drawing && (
                    <DrawingSurface
                      color={colorOf(userId)}
                      onDrawn={(box) => {
                        newFieldCounter += 1;
                        const key = `new-${newFieldCounter}`;
                        setFields((all) => [
                          ...all,
                          { key, id: null, userId, type: tool, pageNumber, box, method: 'POST' },
                        ]);
                      }}
                    />
                  )}
                  {fields
                    .filter((field) => field.pageNumber === pageNumber && field.method !== 'DELETE')
                    .map((field) => (
                      <FieldBox
                        key={field.key}
                        box={field.box}
                        color={colorOf(field.userId)}
                        label={fieldLabel(field.type, nameOf(field.userId))}
                        onChange={(box) => replace(changed(field, box))}
                        onDelete={() => setToDelete(field)}
                      />
                    ))}
                </>
              )}
            />
          </Layout>
        </ScrollArea>
      </Group>

      <ConfirmDialog
        opened={toDelete !== null}
        title={t('Delete field')}
        message={t('Are you sure!')}
        confirmLabel={t('Delete')}
        onConfirm={() => {
          if (toDelete) remove(toDelete);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
      <Modal opened={saved} onClose={() => setSaved(false)} title={t('Document updated successfully')} centered>
        <Text mb="lg">{t('Do you want back to document menu?')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setSaved(false)}>
            {t('Stay here')}
          </Button>
          <Button onClick={() => navigate('/document')}>{t('Continue')}</Button>
        </Group>
      </Modal>
      <NoticeDialog
        opened={openFailed}
        title={t('Error Opening Document')}
        message={t('There was an error when opening the document')}
        actionLabel={t('Back to Documents')}
        onAction={() => navigate('/document')}
      />
    </Stack>
  );
}
