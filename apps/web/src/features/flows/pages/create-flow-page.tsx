import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput, Title } from '@mantine/core';
import { createFlowSchema } from '@signflow/contract/flows';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyApiError } from '../../../api/api-error';
import { FormActions } from '../../../components/form-actions';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useCreateFlowMutation } from '../api/flows-api';

/** Create flow form: defaults approverCount 1 and approvalLevel '1'. */
export function CreateFlowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createFlow] = useCreateFlowMutation();
  const form = useForm({
    resolver: zodResolver(createFlowSchema),
    defaultValues: { flowName: '', flowDesc: '', approverCount: 1, approvalLevel: '1' },
  });
  const field = useFieldProps(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { flow } = await createFlow(values).unwrap();
      notify.success('Approval flow created');
      navigate(webPaths.flowDetail(flow.flowId));
    } catch (error) {
      notifyApiError(error);
    }
  });

  return (
    <Stack gap="md" maw={560}>
      <PageTitle>{t('Create flow')}</PageTitle>
      <Title order={1}>{t('Create flow')}</Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label={t('Flow name')} withAsterisk {...field('flowName')} />
          <Textarea label={t('Description')} autosize minRows={2} {...field('flowDesc')} />
          <TextInput label={t('Number of approvers')} withAsterisk inputMode="numeric" {...field('approverCount')} />
          <FormActions cancelTo={WEB_ROUTES.flows} saving={form.formState.isSubmitting} />
        </Stack>
      </form>
    </Stack>
  );
}
