import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { uploadSignersSchema } from '@signflow/contract/documents';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
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
import { PdfDropZone } from '../components/pdf-drop-zone';
import { NEW_SIGNER_ROW, TypedSigners, type TypedSignersForm } from '../components/typed-signers';

const typedSignersFormSchema = z.object({ signers: uploadSignersSchema });
type SignerSource = 'flow' | 'people';

const FLOW_PICKER_PAGE_SIZE = 10;

/**
 * Document Upload: a PDF (dropped or picked) and who signs it: a saved flow, or 'Just these people' typed here,
 * which become a flow named after the document. Upload stays disabled until a PDF and a flow are chosen.
 */
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
  const [source, setSource] = useState<SignerSource>('flow');
  const typed = useForm<TypedSignersForm>({
    resolver: zodResolver(typedSignersFormSchema),
    defaultValues: { signers: [{ ...NEW_SIGNER_ROW }] },
  });

  // With no saved flow to choose, the signers are typed here.
  const noFlows = flows.data?.totalResults === 0;
  useEffect(() => {
    if (noFlows) setSource('people');
  }, [noFlows]);

  const upload = async () => {
    if (!file) return;
    if (source === 'people') {
      await typed.handleSubmit((values) => send({ signers: values.signers }))();
    } else if (flowId) await send({ flowHeaderId: flowId });
  };

  const send = async (who: { flowHeaderId?: string; signers?: TypedSignersForm['signers'] }) => {
    if (!file) return;
    setProgress(0);
    try {
      await uploadWithProgress({ file, ...who, session, onProgress: setProgress });
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
      <PdfDropZone file={file} error={fileError} onFile={setFile} disabled={uploading} />
      <Radio.Group label={t('Who signs')} value={source} onChange={(value) => setSource(value as SignerSource)}>
        <Group gap="lg" mt="xs">
          <Radio value="flow" label={t('A saved flow')} disabled={noFlows} />
          <Radio value="people" label={t('Just these people')} />
        </Group>
      </Radio.Group>
      {source === 'people' ? (
        <>
          <TypedSigners form={typed} disabled={uploading} />
          <Text size="sm" c="dimmed">
            {t('A flow named after the document is created with these signers; it is listed in Flows.')}
          </Text>
        </>
      ) : flows.isLoading || !flows.data ? (
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
      {source === 'flow' && (flows.data?.totalPages ?? 0) > 1 && (
        <Pagination page={flowPage} totalPages={flows.data?.totalPages ?? 0} onChange={setFlowPage} />
      )}
      {source === 'flow' && (
        <Text size="sm" c="dimmed">
          {t('The signers of the document are a copy of the flow’s approvers.')}
        </Text>
      )}
      {progress !== null && (
        <Progress value={progress * 100} aria-label={t('Upload progress')} animated={progress < 1} />
      )}
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={WEB_ROUTES.documents}>
          {t('Cancel')}
        </Button>
        <Button
          onClick={upload}
          disabled={!file || (source === 'flow' && !flowId) || Boolean(fileError)}
          loading={uploading}
        >
          {t('Upload')}
        </Button>
      </Group>
    </Stack>
  );
}
