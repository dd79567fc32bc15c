import { Button, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type BulkSendRowError,
  MAX_BULK_SEND_BYTES,
  MAX_BULK_SEND_ERRORS,
  MAX_BULK_SEND_MB,
} from '@signflow/contract/bulk-sends';
import type { TemplateDetail } from '@signflow/contract/templates';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSessionCall, useSessionFetch } from '../../../api/session-auth';
import { useAbortOnLeave } from '../../../api/use-abort-on-leave';
import { ActionError, type ActionFailure, actionFailureText } from '../../../components/action-error';
import { CSV_FILES, FileDropZone } from '../../../components/file-drop-zone';
import { PageHeading } from '../../../components/page-title';
import { TableHead } from '../../../components/table-head';
import { UploadProgress } from '../../../components/upload-progress';
import { useFormPost } from '../../../components/use-form-post';
import { currentLanguage, translateText } from '../../../i18n';
import { downloadBulkSendSample, postBulkSend, SampleDownloadError } from '../api/bulk-send-api';
import { refusedRowsOf, rowErrorCells } from '../bulk-send-words';
import { TemplatePage } from '../components/template-page';

/** Send in bulk (/templates/{id}/bulk-send): the template read fresh, then its form. */
export function BulkSendPage() {
  return <TemplatePage>{(template) => <BulkSendForm template={template} />}</TemplatePage>;
}

/**
 * A bulk send (docs/domain.md#bulk-send): the template's sample CSV to fill in, one row per document; the file
 * chosen (dropped or picked); each document sent at once or left a Draft. The whole file is checked first: a refusal
 * naming rows lists each bad cell (row, column, why) and nothing is made, so the owner fixes the file and sends it
 * again. Once queued, the bulk send's progress page follows it.
 */
function BulkSendForm({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionCall();
  const fetchAsOwner = useSessionFetch();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const [send, setSend] = useState<'true' | 'false'>('true');
  const { progress, uploading, failure, post } = useFormPost();
  const [rows, setRows] = useState<BulkSendRowError[] | null>(null);
  const [sampleFailure, setSampleFailure] = useState<ActionFailure | null>(null);
  const [fetchingSample, setFetchingSample] = useState(false);
  // The server's limit, said before the file is sent.
  const fileError = !file
    ? fileMissing
      ? t(API_MESSAGES.bulkSendNoFile)
      : undefined
    : file.size > MAX_BULK_SEND_BYTES
      ? t('The CSV file is too large: the limit is {{limit}} MB', { limit: String(MAX_BULK_SEND_MB) })
      : undefined;
  const title = t('Send in bulk: {{name}}', { name: template.name });

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileMissing(false);
  };

  const downloadSample = async () => {
    setSampleFailure(null);
    setFetchingSample(true);
    try {
      await downloadBulkSendSample(template.id, fetchAsOwner);
    } catch (error) {
      setSampleFailure(actionFailureText(error instanceof SampleDownloadError ? error.message : 'Failed'));
    } finally {
      setFetchingSample(false);
    }
  };

  const abortOnLeave = useAbortOnLeave();
  const submit = async () => {
    if (!file) {
      setFileMissing(true);
      return;
    }
    if (fileError) return;
    setRows(null);
    await post(
      async (onProgress) => {
        const queued = await postBulkSend({
          template: template.id,
          file,
          send: send === 'true',
          session,
          onProgress,
          signal: abortOnLeave(),
        });
        navigate(webPaths.bulkSend(queued.id));
      },
      (error) => setRows(refusedRowsOf(error)),
    );
  };

  return (
    <Stack gap="md" maw={960}>
      <PageHeading>{title}</PageHeading>
      <Text>
        {t(
          'Make one document from this template for each row of a CSV file. Its columns name the person for each role and the values you fill in. Download the sample, fill in one row per document, then upload it.',
        )}
      </Text>
      <Group>
        <Button variant="default" onClick={downloadSample} loading={fetchingSample}>
          {t('Download sample CSV')}
        </Button>
      </Group>
      <ActionError failure={sampleFailure} />
      <FileDropZone
        accept={CSV_FILES}
        label={t('Drop a CSV file here, or choose a file')}
        file={file}
        error={fileError}
        onFile={chooseFile}
        disabled={uploading}
      />
      <Radio.Group
        label={t('Once each document is made')}
        value={send}
        onChange={(value) => setSend(value === 'false' ? 'false' : 'true')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="true" label={t('Send it for signing at once')} disabled={uploading} />
          <Radio value="false" label={t('Leave it as a draft to send later')} disabled={uploading} />
        </Stack>
      </Radio.Group>
      <UploadProgress progress={progress} />
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={WEB_ROUTES.templates}>
          {t('Cancel')}
        </Button>
        <Button onClick={submit} loading={uploading}>
          {t('Start bulk send')}
        </Button>
      </Group>
      <ActionError failure={failure} />
      {rows && <RowErrors rows={rows} />}
    </Stack>
  );
}

/** The rows to fix, each bad cell by its row and column, with why, in the reader's language. */
function RowErrors({ rows }: { rows: BulkSendRowError[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="rows-to-fix">
        {t('Rows to fix')}
      </Title>
      <Text size="sm">
        {t('Row 1 is the first row under the header. Nothing was made: fix these, then upload the file again.')}
      </Text>
      {rows.length >= MAX_BULK_SEND_ERRORS && (
        <Text size="sm">
          {t('Only the first {{number}} problems are listed: the file may hold more.', {
            number: String(MAX_BULK_SEND_ERRORS),
          })}
        </Text>
      )}
      {/* Its cells wrap rather than scroll: on a phone the reason stays whole in view. */}
      <Table striped aria-labelledby="rows-to-fix" layout="fixed">
        <colgroup>
          <col style={{ width: '7rem' }} />
          <col style={{ width: '35%' }} />
          <col />
        </colgroup>
        <TableHead columns={['Row', 'Column', 'Problem']} />
        <Table.Tbody>
          {rows.map((row, index) => {
            const cells = rowErrorCells(row, language, translateText);
            return (
              // One row may have several bad cells, and one cell one error: its place in the list keeps it apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <Table.Tr key={index}>
                <Table.Td>{cells.row}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{cells.column}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{cells.message}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
