import { Button, Fieldset, Group, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UploadSignersInput } from '@signflow/contract/documents';
import { MAX_APPROVERS } from '@signflow/contract/flows';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../components/use-field-props';
import type { MessageKey } from '../../../i18n/en';

export interface TypedSignersForm {
  signers: UploadSignersInput;
}

export const NEW_SIGNER_ROW = { approverName: '', approverMail: '', approvalLevel: 1 } as const;

/**
 * 'Just these people': the signers typed once at upload, one row each (name, e-mail, level), checked with the
 * schema the server applies to them. The rows become a flow named after the document.
 */
export function TypedSigners({ form, disabled }: { form: UseFormReturn<TypedSignersForm>; disabled?: boolean }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'signers' });
  const field = useFieldProps(form);
  const listError = form.formState.errors.signers?.root?.message ?? form.formState.errors.signers?.message;
  return (
    <Stack gap="sm">
      {rows.fields.map((row, index) => (
        <Fieldset key={row.id} legend={t('Signer {{number}}', { number: String(index + 1) })} disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={t('Name')} withAsterisk autoComplete="off" {...field(`signers.${index}.approverName`)} />
            <TextInput
              label={t('Email')}
              withAsterisk
              type="email"
              autoComplete="off"
              {...field(`signers.${index}.approverMail`)}
            />
            <TextInput
              label={t('Level')}
              withAsterisk
              inputMode="numeric"
              {...field(`signers.${index}.approvalLevel`)}
            />
          </SimpleGrid>
          {rows.fields.length > 1 && (
            <Group justify="flex-end" mt="xs">
              <Button variant="subtle" color="red" size="compact-sm" onClick={() => rows.remove(index)}>
                {t('Remove signer {{number}}', { number: String(index + 1) })}
              </Button>
            </Group>
          )}
        </Fieldset>
      ))}
      {listError && <Input.Error role="alert">{t(listError as MessageKey)}</Input.Error>}
      <Group>
        <Button
          variant="default"
          onClick={() => rows.append({ ...NEW_SIGNER_ROW })}
          disabled={disabled || rows.fields.length >= MAX_APPROVERS}
        >
          {t('Add signer')}
        </Button>
      </Group>
    </Stack>
  );
}
