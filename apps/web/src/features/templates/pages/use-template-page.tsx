import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { MAX_SENDER_MESSAGE_LENGTH } from '@signflow/contract/sender-controls';
import type { TemplateDetail } from '@signflow/contract/templates';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLazyGetFlowChoiceApproversQuery, useListFlowChoicesQuery } from '../../../api/flow-choices-api';
import { useGetTemplateQuery, useMakeDocumentMutation } from '../../../api/templates-api';
import { ActionError, type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../components/toast';
import { FIELD_TYPE_LABELS } from '../../../components/use-field-label';
import { useFieldProps } from '../../../components/use-field-props';
import { translateText } from '../../../i18n';
import { peopleFromFlow, type TemplateUseForm, templateUseFormSchema } from '../sender-values';

/** The flows offered to fill the roles from: the newest, as many as a person reads through in a list. */
const FLOW_CHOICES = 50;

/** Use template (/templates/{id}/use): the template read fresh, then its form. */
export function UseTemplatePage() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const template = useGetTemplateQuery(id, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (!template.isError) return;
    notify.error('Not found');
    navigate(WEB_ROUTES.templates, { replace: true });
  }, [template.isError, navigate]);
  if (!template.data || template.isFetching) return <PageLoader />;
  return <UseTemplateForm template={template.data} />;
}

/**
 * A document made from a template (docs/domain.md#templates): a person for each role, typed or filled from a saved
 * flow (its approvers by level and order); the sender's value for each field they fill in; an optional message. Create
 * draft leaves it to review in the field editor; Send now invites its signers at once.
 */
function UseTemplateForm({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const senderFields = useMemo(() => template.fields.filter((field) => field.senderFilled), [template.fields]);
  const schema = useMemo(() => templateUseFormSchema(senderFields), [senderFields]);
  const form = useForm<TemplateUseForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      recipients: template.roles.map((role) => ({ roleId: role.id, name: '', email: '' })),
      values: senderFields.map((field) => ({ fieldId: field.id, value: field.type === 'checkbox' ? 'false' : '' })),
      message: '',
    },
  });
  const field = useFieldProps(form);
  const [makeDocument] = useMakeDocumentMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [sending, setSending] = useState<boolean | null>(null);
  const flows = useListFlowChoicesQuery({ page: 1, limit: FLOW_CHOICES });
  const [readApprovers, approvers] = useLazyGetFlowChoiceApproversQuery();
  const roleName = (roleId: string) => template.roles.find((role) => role.id === roleId)?.name ?? '';

  const fillFromFlow = async (flowId: string) => {
    if (!flowId) return;
    const answer = await readApprovers(flowId)
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    const people = peopleFromFlow(template.roles, answer.details);
    template.roles.forEach((role, index) => {
      const person = people.get(role.id);
      if (!person) return;
      form.setValue(`recipients.${index}.name`, person.name, { shouldValidate: form.formState.isSubmitted });
      form.setValue(`recipients.${index}.email`, person.email, { shouldValidate: form.formState.isSubmitted });
    });
  };

  const submit = (send: boolean) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      setSending(send);
      try {
        const { document } = await makeDocument({
          id: template.id,
          body: { recipients: values.recipients, values: values.values, message: values.message, send },
        }).unwrap();
        if (send) {
          notify.success('Document made from the template and sent for signing');
          navigate(WEB_ROUTES.documents);
        } else navigate(webPaths.annotate(document.id));
      } catch (error) {
        setFailure(actionFailureOf(error));
      } finally {
        setSending(null);
      }
    });

  const busy = sending !== null;
  const title = t('Use template: {{name}}', { name: template.name });
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>{title}</PageTitle>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <form onSubmit={submit(false)} noValidate>
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('Who signs')}
            </Title>
            {(flows.data?.totalResults ?? 0) > 0 && (
              <NativeSelect
                label={t('Fill from a saved flow')}
                description={t('Its approvers fill the roles by level and order.')}
                maw={420}
                disabled={busy || approvers.isFetching}
                onChange={(event) => fillFromFlow(event.currentTarget.value)}
                data={[
                  { value: '', label: t('Choose a flow') },
                  ...(flows.data?.results ?? []).map((flow) => ({ value: flow.flowId, label: flow.flowName })),
                ]}
              />
            )}
            {template.roles.map((role, index) => (
              <Fieldset
                key={role.id}
                legend={t('{{role}} (level {{level}})', { role: role.name, level: String(role.level) })}
                disabled={busy}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('Name')}
                    aria-label={t('Name of {{role}}', { role: role.name })}
                    withAsterisk
                    autoComplete="off"
                    {...field(`recipients.${index}.name`)}
                  />
                  <TextInput
                    label={t('Email')}
                    aria-label={t('Email of {{role}}', { role: role.name })}
                    withAsterisk
                    type="email"
                    autoComplete="off"
                    {...field(`recipients.${index}.email`)}
                  />
                </SimpleGrid>
              </Fieldset>
            ))}
          </Stack>
          {senderFields.length > 0 && (
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('Your values')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('The signers read these and cannot change them.')}
              </Text>
              {senderFields.map((each, index) => {
                const label = each.label || t(FIELD_TYPE_LABELS[each.type]);
                const where = t('Page {{page}}, for {{role}}', {
                  page: String(each.position.pageNumber),
                  role: roleName(each.roleId),
                });
                const name = `values.${index}.value` as const;
                return each.type === 'checkbox' ? (
                  <Controller
                    key={each.id}
                    control={form.control}
                    name={name}
                    render={({ field: value, fieldState }) => (
                      <Checkbox
                        label={label}
                        description={where}
                        disabled={busy}
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
                    disabled={busy}
                    {...field(name)}
                  />
                );
              })}
            </Stack>
          )}
          <Textarea
            label={t('Message to the signers (optional)')}
            description={t('Goes into the invitations and reminders, up to {{max}} characters.', {
              max: String(MAX_SENDER_MESSAGE_LENGTH),
            })}
            autosize
            minRows={2}
            maxLength={MAX_SENDER_MESSAGE_LENGTH}
            disabled={busy}
            {...field('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={WEB_ROUTES.templates}>
              {t('Cancel')}
            </Button>
            <Button type="submit" variant="light" loading={sending === false} disabled={busy}>
              {t('Create draft')}
            </Button>
            <Button onClick={submit(true)} loading={sending === true} disabled={busy}>
              {t('Send now')}
            </Button>
          </Group>
          <ActionError failure={failure} />
        </Stack>
      </form>
    </Stack>
  );
}
