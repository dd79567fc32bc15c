import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FlowApprover, type FlowEditorInput, type FlowHeader, flowEditorSchema } from '@signflow/contract/flows';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { FormActions } from '../../../components/form-actions';
import { PageLoader } from '../../../components/page-loader';
import { PageHeading } from '../../../components/page-title';
import { NEW_PERSON, PeopleTable } from '../../../components/people-table';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useCreateFlowMutation, useGetApproversQuery, useGetFlowQuery, useUpdateFlowMutation } from '../api/flows-api';

/**
 * A flow on one page (docs/domain.md#flows-and-levels): its name, description and the table of its approvers, with
 * one Save. /template-flow/header creates one; /template-flow/header/{headerId}/detail changes one.
 */
export function FlowEditorPage() {
  const { headerId } = useParams();
  return headerId ? <SavedFlowEditor flowId={headerId} /> : <FlowEditor />;
}

/** The pages of a single approver, from before the flow's page held them all: they lead to the flow's page. */
export function ToFlowPage() {
  const { headerId = '' } = useParams();
  return <Navigate to={webPaths.flowDetail(headerId)} replace />;
}

function SavedFlowEditor({ flowId }: { flowId: string }) {
  const navigate = useNavigate();
  // Read again each time the page opens, and the form shown once read: a change made in another tab is what it
  // starts from. Later reads (after a refused Save) leave the form as the owner is typing it.
  const [openedAt] = useState(Date.now);
  const flow = useGetFlowQuery(flowId, { refetchOnMountOrArgChange: true });
  const approvers = useGetApproversQuery(flowId, { refetchOnMountOrArgChange: true });
  const readSinceOpened = [flow, approvers].every((query) => (query.fulfilledTimeStamp ?? 0) >= openedAt);

  // An unknown flow (or another account's) says so and goes back to the list.
  const missing = flow.isError || approvers.isError;
  useEffect(() => {
    if (!missing) return;
    notify.error('Not found');
    navigate(WEB_ROUTES.flows, { replace: true });
  }, [missing, navigate]);

  if (!flow.data || !approvers.data || !readSinceOpened) return <PageLoader />;
  return <FlowEditor key={flowId} flow={flow.data.flow} approvers={approvers.data.details} />;
}

function valuesOf(flow?: FlowHeader, approvers?: FlowApprover[]): FlowEditorInput {
  return {
    flowName: flow?.flowName ?? '',
    flowDesc: flow?.flowDesc ?? '',
    approvers: approvers?.map((approver) => ({
      flowDetailId: approver.flowDetailId,
      approverName: approver.approverName,
      approverMail: approver.approverMail,
      approvalLevel: approver.approvalLevel,
    })) ?? [{ ...NEW_PERSON }],
  };
}

function FlowEditor({ flow, approvers }: { flow?: FlowHeader; approvers?: FlowApprover[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createFlow] = useCreateFlowMutation();
  const [updateFlow] = useUpdateFlowMutation();
  const form = useForm({ resolver: zodResolver(flowEditorSchema), defaultValues: valuesOf(flow, approvers) });
  const field = useFieldProps(form);
  const title = flow ? flow.flowName : t('Create flow');
  // Why the last Save was refused (the plan's limit among them, with Upgrade), said under Save until the next try.
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  // The whole flow in one request: the server applies it all or nothing.
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (flow) {
        await updateFlow({ flowId: flow.flowId, body: values }).unwrap();
        notify.success('Flow updated');
      } else {
        await createFlow(values).unwrap();
        notify.success('Approval flow created');
      }
      navigate(WEB_ROUTES.flows);
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  });

  return (
    <Stack gap="md">
      <PageHeading>{title}</PageHeading>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack gap="sm" maw={560}>
            <TextInput label={t('Flow name')} withAsterisk {...field('flowName')} />
            <Textarea label={t('Description')} autosize minRows={2} {...field('flowDesc')} />
          </Stack>
          <Title order={2} size="h3">
            {t('Approvers')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('Approvers at the same level sign in parallel; levels sign in ascending order.')}
          </Text>
          <PeopleTable form={form} name="approvers" noun="approver" reorderable />
          {flow && (
            <Text size="sm" c="dimmed">
              {t('Documents already uploaded from this flow keep their signers.')}
            </Text>
          )}
          <FormActions cancelTo={WEB_ROUTES.flows} saving={form.formState.isSubmitting} failure={failure} />
        </Stack>
      </form>
    </Stack>
  );
}
