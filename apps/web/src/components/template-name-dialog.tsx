import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { templateNameField } from '@signflow/contract/templates';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ActionFailure, actionFailureOf } from './action-error';
import { Dialog } from './dialog';
import { DialogForm } from './dialog-form';
import { useFieldProps } from './use-field-props';

const nameFormSchema = z.object({ name: templateNameField });

interface TemplateNameDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  /** The name the box starts with. */
  name: string;
  /** Resolves once the name is taken; a refusal stays in the dialog, said under its buttons. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a template's name, with the contract's rules for it: renaming one, or saving a document as one. */
export function TemplateNameDialog({ opened, title, submitLabel, name, onSubmit, onClose }: TemplateNameDialogProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(nameFormSchema), defaultValues: { name } });
  const field = useFieldProps(form);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  useEffect(() => {
    if (!opened) return;
    form.reset({ name });
    setFailure(null);
  }, [opened, name, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values.name);
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <DialogForm
        onSubmit={submit}
        dismissLabel={t('Cancel')}
        onDismiss={onClose}
        submitLabel={submitLabel}
        busy={form.formState.isSubmitting}
        failure={failure}
      >
        <TextInput label={t('Template name')} withAsterisk data-autofocus {...field('name')} />
      </DialogForm>
    </Dialog>
  );
}
