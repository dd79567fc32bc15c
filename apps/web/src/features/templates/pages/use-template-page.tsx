import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { MAX_SENDER_MESSAGE_LENGTH } from '@signflow/contract/sender-controls';
import type { TemplateDetail } from '@signflow/contract/templates';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMakeDocumentMutation } from '../../../api/templates-api';
import { ActionError, type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { PageHeading } from '../../../components/page-title';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useWarnBeforeUnload } from '../../../components/use-warn-before-unload';
import { formatCount } from '../../../i18n/format-number';
import { RolePeopleFields } from '../components/role-people-fields';
import { SenderValuesSection } from '../components/sender-value-fields';
import { TemplatePage } from '../components/template-page';
import { type TemplateUseForm, templateUseFormSchema } from '../sender-values';

/** Use template (/templates/{id}/use): the template read fresh, then its form. */
export function UseTemplatePage() {
  return <TemplatePage>{(template) => <UseTemplateForm template={template} />}</TemplatePage>;
}

/**
 * A document made from a template (docs/domain.md#templates): a person for each role, typed or filled from a saved
 * flow (its approvers by level and order); the sender's value for each field they fill in; an optional message. Create
 * draft leaves it to review in the field editor; Send now invites its signers at once.
 */
function UseTemplateForm({ template }: { template: TemplateDetail }) {
  const { t, i18n } = useTranslation();
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
  // Closing or reloading the tab asks first once something was typed.
  useWarnBeforeUnload(form.formState.isDirty);
  const [makeDocument] = useMakeDocumentMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [sending, setSending] = useState<boolean | null>(null);
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
      <PageHeading>{title}</PageHeading>
      <form onSubmit={submit(false)} noValidate>
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('Who signs')}
            </Title>
            <RolePeopleFields form={form} roles={template.roles} disabled={busy} />
          </Stack>
          <SenderValuesSection form={form} fields={senderFields} roles={template.roles} disabled={busy} />
          <Textarea
            label={t('Message to the signers (optional)')}
            description={t('Goes into the invitations and reminders, up to {{max}} characters.', {
              max: formatCount(MAX_SENDER_MESSAGE_LENGTH, i18n.language),
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
