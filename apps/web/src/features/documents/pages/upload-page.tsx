import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { documentNameProblem, type UploadSignersInput, uploadSignersSchema } from '@signflow/contract/documents';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useListFlowChoicesQuery } from '../../../api/flow-choices-api';
import { useSessionCall } from '../../../api/session-auth';
import { ActionError } from '../../../components/action-error';
import { PdfDropZone } from '../../../components/file-drop-zone';
import { looksLikePdf } from '../../../components/looks-like-pdf';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { NEW_PERSON, PeopleTable } from '../../../components/people-table';
import { UploadProgress } from '../../../components/upload-progress';
import { useFormPost } from '../../../components/use-form-post';
import type { MessageKey } from '../../../i18n/en';
import { useAppDispatch } from '../../../store/hooks';
import { documentsApi } from '../api/documents-api';
import { uploadWithProgress } from '../api/upload-with-progress';
import { useFlowRoom } from '../components/use-flow-room';

const typedSignersFormSchema = z.object({ signers: uploadSignersSchema });
type SignerSource = 'flow' | 'people';

const FLOW_PICKER_PAGE_SIZE = 10;

/**
 * Document Upload: a PDF (dropped or picked) and who signs it: a saved flow, or 'Just these people' typed here, the
 * document's own signers, kept as a flow named after the document too only when the owner asks (docs/domain.md#flows-
 * and-levels). Upload stays disabled until a PDF and a flow are chosen;
 * once uploaded, the document opens in the field editor.
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
  // Why the last Upload was refused (the plan's limit among them, with Upgrade), said beside it until the next try.
  const { progress, uploading, failure, post } = useFormPost();
  // The server's own checks of the file, said before it is sent: its type, and its name as the document's.
  const nameProblem = file ? documentNameProblem(file.name) : null;
  const fileError = !file
    ? undefined
    : !looksLikePdf(file)
      ? t('The file is not a PDF')
      : nameProblem
        ? t(nameProblem as MessageKey)
        : undefined;
  const [source, setSource] = useState<SignerSource>('flow');
  const typed = useForm<{ signers: UploadSignersInput }>({
    resolver: zodResolver(typedSignersFormSchema),
    defaultValues: { signers: [{ ...NEW_PERSON }] },
  });
  const [saveAsFlow, setSaveAsFlow] = useState(false);
  const flowRoom = useFlowRoom(flows.data?.totalResults);

  // With no saved flow to choose, the signers are typed here.
  const noFlows = flows.data?.totalResults === 0;
  useEffect(() => {
    if (noFlows) setSource('people');
  }, [noFlows]);

  const upload = async () => {
    if (!file) return;
    if (source === 'people') {
      await typed.handleSubmit((values) =>
        send({ signers: values.signers, saveAsFlow: saveAsFlow && flowRoom.left }),
      )();
    } else if (flowId) await send({ flowHeaderId: flowId });
  };

  const send = async (who: { flowHeaderId?: string; signers?: UploadSignersInput; saveAsFlow?: boolean }) => {
    if (!file) return;
    await post(async (onProgress) => {
      const { document } = await uploadWithProgress({ file, ...who, session, onProgress });
      dispatch(documentsApi.util.invalidateTags(['Document']));
      // Placing the fields is the next step of every upload: straight into the editor, whose page, named after the
      // document, says the upload went through (a toast would lie over the editor's Save and Send).
      navigate(webPaths.annotate(document.id));
    });
  };

  return (
    <Stack gap="md" maw={960}>
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
          <PeopleTable form={typed} name="signers" noun="signer" reorderable disabled={uploading} />
          <Checkbox
            label={t('Also save these people as a flow, named after the document')}
            // Mantine does not tie an inline input's description to it: the words below are, for a screen reader too.
            aria-describedby="save-as-flow-note"
            checked={saveAsFlow && flowRoom.left}
            disabled={uploading || !flowRoom.left}
            onChange={(event) => setSaveAsFlow(event.currentTarget.checked)}
          />
          <Text id="save-as-flow-note" size="sm" c="dimmed" mt={-8} pl={32}>
            {flowRoom.left
              ? t('Saved flows are listed under Approval flows, to choose for later documents.')
              : t('Your {{plan}} plan has no room for another flow: these people sign this document only.', {
                  plan: flowRoom.planName,
                })}
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
      <UploadProgress progress={progress} />
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
      <ActionError failure={failure} />
    </Stack>
  );
}
