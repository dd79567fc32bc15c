import { Button, FileInput, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifyApiError } from '../../../api/api-error';
import { useSessionCall } from '../../../api/session-auth';
import { looksLikePdf } from '../../../components/looks-like-pdf';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { notify } from '../../../components/toast';
import { useAppDispatch } from '../../../store/hooks';
import { documentsApi, useListFlowChoicesQuery } from '../api/documents-api';
import { uploadWithProgress } from '../api/upload-with-progress';

const FLOW_PICKER_PAGE_SIZE = 10;

/** Document Upload: a PDF and a flow; Upload stays disabled until both are chosen. */
export function UploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [flowId, setFlowId] = useState<string | null>(null);
  const [flowPage, setFlowPage] = useState(1);
  const flows = useListFlowChoicesQuery({ page: flowPage, limit: FLOW_PICKER_PAGE_SIZE });
  const session = useSessionCall();
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const fileError = file && !looksLikePdf(file) ? t('The file is not a PDF') : undefined;

  // With no flow to choose, say so and go where one is made.
  const noFlows = flows.data?.totalResults === 0;
  useEffect(() => {
    if (!noFlows) return;
    notify.error('Create a flow before uploading a document.');
    navigate(WEB_ROUTES.createFlow, { replace: true });
  }, [noFlows, navigate]);

  const upload = async () => {
    if (!file || !flowId) return;
    setProgress(0);
    try {
      await uploadWithProgress({ file, flowHeaderId: flowId, session, onProgress: setProgress });
      dispatch(documentsApi.util.invalidateTags(['Document']));
      notify.success('Document uploaded');
      navigate(WEB_ROUTES.documents);
    } catch (error) {
      notifyApiError((error as { answer?: unknown }).answer ?? error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <PageTitle>{t('Upload document')}</PageTitle>
      <Title order={1}>{t('Upload document')}</Title>
      <FileInput
        label={t('PDF file')}
        placeholder={t('Choose a PDF file')}
        accept="application/pdf,.pdf"
        clearable
        value={file}
        onChange={setFile}
        error={fileError}
      />
      {flows.isLoading || !flows.data ? (
        <PageLoader />
      ) : (
        <Radio.Group label={t('Flow')} value={flowId} onChange={setFlowId}>
          <Stack gap="xs" mt="xs">
            {flows.data.results.map((flow) => (
              <Radio
                key={flow.flowId}
                value={flow.flowId}
                label={flow.flowName}
                description={t('Approvers: {{number}}', { number: String(flow.approverCount) })}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {(flows.data?.totalPages ?? 0) > 1 && (
        <Pagination page={flowPage} totalPages={flows.data?.totalPages ?? 0} onChange={setFlowPage} />
      )}
      <Text size="sm" c="dimmed">
        {t('The signers of the document are a copy of the flow’s approvers.')}
      </Text>
      {progress !== null && (
        <Progress value={progress * 100} aria-label={t('Upload progress')} animated={progress < 1} />
      )}
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={WEB_ROUTES.documents}>
          {t('Cancel')}
        </Button>
        <Button onClick={upload} disabled={!file || !flowId || Boolean(fileError)} loading={uploading}>
          {t('Upload')}
        </Button>
      </Group>
    </Stack>
  );
}
