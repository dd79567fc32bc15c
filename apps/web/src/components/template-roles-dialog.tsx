import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { type TemplateSummary, templateChangeSchema } from '@signflow/contract/templates';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useChangeTemplateMutation } from '../api/templates-api';
import { type ActionFailure, actionFailureOf } from './action-error';
import { Dialog } from './dialog';
import { DialogForm } from './dialog-form';
import { PeopleTable } from './people-table';
import { notify } from './toast';

/** The roles as PATCH /v1/templates/{id} takes them: the contract's list, each row keeping its role's id. */
const rolesFormSchema = z.object({ roles: templateChangeSchema.shape.roles.unwrap() });

interface TemplateRolesDialogProps {
  opened: boolean;
  template: Pick<TemplateSummary, 'id' | 'name' | 'roles'>;
  onClose: () => void;
}

/**
 * A template's roles, changed in one go (docs/domain.md#templates): renamed, moved to another level or place, added, or
 * removed (only a role without fields; the server names one that has some). Documents already made keep theirs. The
 * field editor and the public link's settings open it.
 */
export function TemplateRolesDialog({ opened, template, onClose }: TemplateRolesDialogProps) {
  const { t } = useTranslation();
  const rolesNow = () => template.roles.map(({ id, name, level }) => ({ id, name, level }));
  const form = useForm({ resolver: zodResolver(rolesFormSchema), defaultValues: { roles: rolesNow() } });
  const [changeTemplate, { isLoading }] = useChangeTemplateMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  // Opened again, it starts from the roles as they stand.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read afresh each time it opens, not as the template changes under it
  useEffect(() => {
    if (!opened) return;
    form.reset({ roles: rolesNow() });
    setFailure(null);
  }, [opened]);

  const submit = form.handleSubmit(async ({ roles }) => {
    setFailure(null);
    try {
      await changeTemplate({ id: template.id, body: { roles } }).unwrap();
      notify.success('Roles saved');
      onClose();
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={t('Roles of “{{name}}”', { name: template.name })} size="xl">
      <DialogForm
        onSubmit={submit}
        dismissLabel={t('Cancel')}
        onDismiss={onClose}
        submitLabel={t('Save roles')}
        busy={isLoading}
        failure={failure}
      >
        <Text size="sm">
          {t(
            'A role is a place someone fills when a document is made from the template, such as ‘Client’ or ‘Manager’. Roles at the same level sign in parallel; levels sign in ascending order.',
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {t('A role with fields cannot be removed: remove its fields in the field editor first.')}
        </Text>
        <PeopleTable form={form} name="roles" noun="role" reorderable disabled={isLoading} />
      </DialogForm>
    </Dialog>
  );
}
