import { Button, type ButtonProps, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ActionError, type ActionFailure } from './action-error';

interface DialogFormProps {
  onSubmit: (event: FormEvent) => void;
  /** The fields and words above the buttons. */
  children: ReactNode;
  /** The button that leaves the dialog unchanged (Cancel, Keep signing, …). */
  dismissLabel: string;
  onDismiss: () => void;
  submitLabel: string;
  /** What the submit button carries beyond submitting (a colour, a reason it is disabled, the first focus). */
  submitProps?: Pick<ButtonProps, 'color' | 'disabled'> & { 'aria-describedby'?: string; 'data-autofocus'?: boolean };
  /** While the submission is under way: submit spins, dismiss waits. */
  busy: boolean;
  /** Why the last submission failed: said under the buttons, the dialog staying open for another try. */
  failure?: ActionFailure | null;
}

/** A dialog's form: its fields, then dismiss and submit, then why the last try failed. */
export function DialogForm({
  onSubmit,
  children,
  dismissLabel,
  onDismiss,
  submitLabel,
  submitProps,
  busy,
  failure,
}: DialogFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDismiss} disabled={busy}>
            {dismissLabel}
          </Button>
          <Button type="submit" loading={busy} {...submitProps}>
            {submitLabel}
          </Button>
        </Group>
        <ActionError failure={failure} />
      </Stack>
    </form>
  );
}
