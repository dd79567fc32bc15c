import { Stack, Title } from '@mantine/core';
import type { ApproverInput } from '@signflow/contract/flows';
import { webPaths } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { notifyApiError } from '../../../api/api-error';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../components/toast';
import { useAddApproverMutation, useGetApproverQuery, useUpdateApproverMutation } from '../api/flows-api';
import { ApproverForm } from '../components/approver-form';

function useSaveThenBack(flowId: string) {
  const navigate = useNavigate();
  return async (save: () => Promise<unknown>, message: 'Approver details updated' | 'Approver added') => {
    try {
      await save();
      notify.success(message);
      navigate(webPaths.flowDetail(flowId));
    } catch (error) {
      notifyApiError(error);
    }
  };
}

/** /template-flow/header/{headerId}/detail/{detailId}: the Approver details form. */
export function ApproverPage() {
  const { t } = useTranslation();
  const { headerId = '', detailId = '' } = useParams();
  const { data, isLoading, isError } = useGetApproverQuery({ flowId: headerId, detailId });
  const [updateApprover] = useUpdateApproverMutation();
  const saveThenBack = useSaveThenBack(headerId);
  if (isError) return <Navigate to={webPaths.flowDetail(headerId)} replace />;
  if (isLoading || !data) return <PageLoader />;
  const { detail } = data;
  const save = (body: ApproverInput) =>
    saveThenBack(() => updateApprover({ flowId: headerId, detailId, body }).unwrap(), 'Approver details updated');
  return (
    <Stack gap="md">
      <PageTitle>{t('Approver details')}</PageTitle>
      <Title order={1}>{t('Approver details')}</Title>
      <ApproverForm
        initial={{
          approverName: detail.approverName,
          approvalLevel: detail.approvalLevel,
          approverMail: detail.approverMail,
        }}
        cancelTo={webPaths.flowDetail(headerId)}
        onSave={save}
      />
    </Stack>
  );
}

/** /template-flow/header/{headerId}/detail/new: adds an approver to the flow. */
export function AddApproverPage() {
  const { t } = useTranslation();
  const { headerId = '' } = useParams();
  const [addApprover] = useAddApproverMutation();
  const saveThenBack = useSaveThenBack(headerId);
  const save = (body: ApproverInput) =>
    saveThenBack(() => addApprover({ flowId: headerId, body }).unwrap(), 'Approver added');
  return (
    <Stack gap="md">
      <PageTitle>{t('Add approver')}</PageTitle>
      <Title order={1}>{t('Add approver')}</Title>
      <ApproverForm
        initial={{ approverName: '', approvalLevel: 1, approverMail: '' }}
        cancelTo={webPaths.flowDetail(headerId)}
        onSave={save}
      />
    </Stack>
  );
}
