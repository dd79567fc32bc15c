import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TemplateRole } from '@signflow/contract/templates';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLazyGetFlowChoiceApproversQuery, useListFlowChoicesQuery } from '../../../api/flow-choices-api';
import { useFieldProps } from '../../../components/use-field-props';
import { peopleFromFlow } from '../sender-values';

/** The flows offered to fill the roles from: the newest, as many as a person reads through in a list. */
const FLOW_CHOICES = 50;

/** A form holding a person for each of `roles`, in their order, at `recipients.<index>`. */
type PeopleValues = FieldValues & { recipients: { roleId: string; name: string; email: string }[] };

interface RolePeopleFieldsProps<Values extends PeopleValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The roles given a person here; `recipients.<index>` is the person of `roles[index]`. */
  roles: TemplateRole[];
  disabled?: boolean;
}

/**
 * A person (name, e-mail) for each role, typed or filled from a saved flow (its approvers by level and order): Use
 * template's signers, and the people a public link names for the roles after the visitor's.
 */
export function RolePeopleFields<Values extends PeopleValues, Output>({
  form,
  roles,
  disabled = false,
}: RolePeopleFieldsProps<Values, Output>) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const flows = useListFlowChoicesQuery({ page: 1, limit: FLOW_CHOICES });
  const [readApprovers, approvers] = useLazyGetFlowChoiceApproversQuery();
  const path = (index: number, key: 'name' | 'email') => `recipients.${index}.${key}` as Path<Values>;

  const fillFromFlow = async (flowId: string) => {
    if (!flowId) return;
    const answer = await readApprovers(flowId)
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    const people = peopleFromFlow(roles, answer.details);
    const shouldValidate = form.formState.isSubmitted;
    roles.forEach((role, index) => {
      const person = people.get(role.id);
      if (!person) return;
      form.setValue(path(index, 'name'), person.name as PathValue<Values, Path<Values>>, { shouldValidate });
      form.setValue(path(index, 'email'), person.email as PathValue<Values, Path<Values>>, { shouldValidate });
    });
  };

  return (
    <Stack gap="sm">
      {(flows.data?.totalResults ?? 0) > 0 && (
        <NativeSelect
          label={t('Fill from a saved flow')}
          description={t('Its approvers fill the roles by level and order.')}
          maw={420}
          disabled={disabled || approvers.isFetching}
          onChange={(event) => fillFromFlow(event.currentTarget.value)}
          data={[
            { value: '', label: t('Choose a flow') },
            ...(flows.data?.results ?? []).map((flow) => ({ value: flow.flowId, label: flow.flowName })),
          ]}
        />
      )}
      {roles.map((role, index) => (
        <Fieldset
          key={role.id}
          legend={t('{{role}} (level {{level}})', { role: role.name, level: String(role.level) })}
          disabled={disabled}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('Name')}
              aria-label={t('Name of {{role}}', { role: role.name })}
              withAsterisk
              autoComplete="off"
              {...field(path(index, 'name'))}
            />
            <TextInput
              label={t('Email')}
              aria-label={t('Email of {{role}}', { role: role.name })}
              withAsterisk
              type="email"
              autoComplete="off"
              {...field(path(index, 'email'))}
            />
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
