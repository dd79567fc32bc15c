import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { type ApproverInput, approverSchema } from '@signflow/contract/flows';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { useFieldProps } from '../../../components/use-field-props';

interface ApproverFormProps {
  initial: ApproverInput;
  cancelTo: string;
  onSave: (values: ApproverInput) => Promise<void>;
}

/** Approver detail: name, level (a number from 1) and e-mail; used to edit and to add one. */
export function ApproverForm({ initial, cancelTo, onSave }: ApproverFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(approverSchema), defaultValues: initial });
  const field = useFieldProps(form);
  // The server answers the parsed values; the form sends what was typed and lets the schema coerce.
  const onSubmit = form.handleSubmit((values) => onSave(values));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={560}>
        <TextInput label={t('Approver name')} withAsterisk autoComplete="name" {...field('approverName')} />
        <TextInput label={t('Approval level')} withAsterisk inputMode="numeric" {...field('approvalLevel')} />
        <TextInput
          label={t('Approver e-mail')}
          withAsterisk
          type="email"
          autoComplete="email"
          {...field('approverMail')}
        />
        <FormActions cancelTo={cancelTo} saving={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
