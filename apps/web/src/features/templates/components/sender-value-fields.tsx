import { Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TemplateField, TemplateRole } from '@signflow/contract/templates';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPE_LABELS } from '../../../components/use-field-label';
import { useFieldProps } from '../../../components/use-field-props';
import { translateText } from '../../../i18n';
import { formatCount } from '../../../i18n/format-number';

/** A form holding the sender's value of each of `fields`, in their order, at `values.<index>.value`. */
type ValuesForm = FieldValues & { values: { fieldId: string; value: string }[] };

interface SenderValueFieldsProps<Values extends ValuesForm, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The fields the sender fills in; `values.<index>` is the value of `fields[index]`. */
  fields: TemplateField[];
  roles: TemplateRole[];
  disabled?: boolean;
}

/**
 * The sender's value for each field they fill in (docs/domain.md#templates), each said with its page and role: a
 * checkbox ticked or not, a date, a text. Use template's values, and a public link's.
 */
export function SenderValueFields<Values extends ValuesForm, Output>({
  form,
  fields,
  roles,
  disabled = false,
}: SenderValueFieldsProps<Values, Output>) {
  const { t, i18n } = useTranslation();
  const field = useFieldProps(form);
  const roleName = (roleId: string) => roles.find((role) => role.id === roleId)?.name ?? '';
  return fields.map((each, index) => {
    const label = each.label || t(FIELD_TYPE_LABELS[each.type]);
    const where = t('Page {{page}}, for {{role}}', {
      page: formatCount(each.position.pageNumber, i18n.language),
      role: roleName(each.roleId),
    });
    const name = `values.${index}.value` as Path<Values>;
    return each.type === 'checkbox' ? (
      <Controller
        key={each.id}
        control={form.control}
        name={name}
        render={({ field: value, fieldState }) => (
          <Checkbox
            label={label}
            description={where}
            disabled={disabled}
            checked={value.value === 'true'}
            onChange={(event) => value.onChange(event.currentTarget.checked ? 'true' : 'false')}
            error={fieldState.error?.message && translateText(fieldState.error.message)}
          />
        )}
      />
    ) : (
      <TextInput
        key={each.id}
        label={label}
        description={where}
        withAsterisk={each.required || each.type === 'date'}
        type={each.type === 'date' ? 'date' : 'text'}
        maw={420}
        disabled={disabled}
        {...field(name)}
      />
    );
  });
}

/** "Your values": the sender's value for each field they fill in, under its heading; nothing when there is none. */
export function SenderValuesSection<Values extends ValuesForm, Output>(props: SenderValueFieldsProps<Values, Output>) {
  const { t } = useTranslation();
  if (props.fields.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('Your values')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('The signers read these and cannot change them.')}
      </Text>
      <SenderValueFields {...props} />
    </Stack>
  );
}
