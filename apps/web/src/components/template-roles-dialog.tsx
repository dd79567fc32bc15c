import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import type { SignerVerification } from '@signflow/contract/signer-verification';
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
  const rolesNow = () => template.roles.map(({ id, name, level, verification }) => ({ id, name, level, verification }));
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
        <RoleChecks form={form} disabled={isLoading} />
      </DialogForm>
    </Dialog>
  );
}

type RolesForm = ReturnType<typeof useForm<z.input<typeof rolesFormSchema>, unknown, z.output<typeof rolesFormSchema>>>;

/**
 * How the person in each role proves who they are before the document opens (docs/domain.md#signer-verification):
 * the link alone or a mailed code; an access code is typed at Invite Sign, as it is the sender's to give.
 */
function RoleChecks({ form, disabled }: { form: RolesForm; disabled: boolean }) {
  const { t } = useTranslation();
  const roles = form.watch('roles');
  return (
    <Fieldset legend={t('How they prove who they are')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {roles.map((role, index) => (
          <NativeSelect
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as the table above
            key={index}
            label={role.name || t('Role {{number}}', { number: String(index + 1) })}
            disabled={disabled}
            data={[
              { value: 'link', label: t('Link only') },
              { value: 'email_code', label: t('E-mail code') },
              { value: 'access_code', label: t('Access code (typed at Invite Sign)') },
            ]}
            value={role.verification ?? 'link'}
            onChange={(event) =>
              form.setValue(`roles.${index}.verification`, event.currentTarget.value as SignerVerification, {
                shouldDirty: true,
              })
            }
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
