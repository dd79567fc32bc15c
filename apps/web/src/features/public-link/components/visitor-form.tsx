import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { type PublicLinkVisitor, publicLinkVisitorSchema } from '@signflow/contract/public-links';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure } from '../../../components/action-error';
import { useFieldProps } from '../../../components/use-field-props';

/** Who the visitor is: their name and the address the code goes to. */
export function VisitorForm(props: {
  initial: PublicLinkVisitor;
  failure: ActionFailure | null;
  onSubmit: (visitor: PublicLinkVisitor) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(publicLinkVisitorSchema), defaultValues: props.initial });
  const field = useFieldProps(form);
  return (
    <form onSubmit={form.handleSubmit(props.onSubmit)} noValidate>
      <Stack>
        <TextInput label={t('Your full name')} autoComplete="name" {...field('name')} />
        <TextInput label={t('Your e-mail address')} type="email" autoComplete="email" {...field('email')} />
        <ActionError failure={props.failure} />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('Send me a code')}
        </Button>
      </Stack>
    </form>
  );
}
