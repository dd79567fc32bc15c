import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FlowHeader, flowHeaderSchema } from '@signflow/contract/flows';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../api/api-error';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useUpdateFlowMutation } from '../api/flows-api';

const valuesOf = (flow: FlowHeader) => ({ flowName: flow.flowName, flowDesc: flow.flowDesc ?? '' });

/**
 * Edit a flow's name and description, with the create form's rules (the contract's flowHeaderSchema).
 * Documents already uploaded from the flow keep their own name and signers, as the dialog says.
 */
export function EditFlowDialog({ flow, opened, onClose }: { flow: FlowHeader; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [updateFlow] = useUpdateFlowMutation();
  const form = useForm({ resolver: zodResolver(flowHeaderSchema), defaultValues: valuesOf(flow) });
  const field = useFieldProps(form);
  const { reset } = form;

  // Each opening starts from the flow as it is now.
  useEffect(() => {
    if (opened) reset(valuesOf(flow));
  }, [opened, flow, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateFlow({ flowId: flow.flowId, body: values }).unwrap();
      notify.success('Flow updated');
      onClose();
    } catch (error) {
      notifyApiError(error);
    }
  });

  const { isSubmitting } = form.formState;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Edit flow')}
      closeButtonProps={{ 'aria-label': t('Close') }}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label={t('Flow name')} withAsterisk data-autofocus {...field('flowName')} />
          <Textarea label={t('Description')} autosize minRows={2} {...field('flowDesc')} />
          <Text size="sm" c="dimmed">
            {t('Documents already uploaded from this flow keep their signers.')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
