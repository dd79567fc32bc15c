import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { PublicLinkAnswer } from '@signflow/contract/public-links';
import type { TemplateDetail } from '@signflow/contract/templates';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readApiError } from '../../../api/api-error';
import { ActionError, type ActionFailure, actionFailureOf, actionFailureText } from '../../../components/action-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { PageHeading, PageTitle } from '../../../components/page-title';
import { TemplateRolesDialog } from '../../../components/template-roles-dialog';
import { notify } from '../../../components/toast';
import { useWarnBeforeUnload } from '../../../components/use-warn-before-unload';
import {
  useGetPublicLinkSettingsQuery,
  useReplacePublicLinkMutation,
  useSetPublicLinkMutation,
} from '../api/public-link-settings-api';
import { RolePeopleFields } from '../components/role-people-fields';
import { SenderValuesSection } from '../components/sender-value-fields';
import { TemplatePage } from '../components/template-page';
import { type PublicLinkForm, publicLinkFormSchema, publicLinkFormValues } from '../public-link-form';

/** The server's refusals that only a change of the template's roles mends: they come with Edit roles. */
const ROLE_REFUSALS: readonly string[] = [
  API_MESSAGES.publicLinkFirstRoleSignsFirst,
  API_MESSAGES.publicLinkFirstRoleOpen,
  API_MESSAGES.templateNeedsRole,
];

/** A template's public link (/templates/{id}/public-link): the template and its link read fresh, then the settings. */
export function PublicLinkSettingsPage() {
  return <TemplatePage>{(template) => <PublicLinkOf template={template} />}</TemplatePage>;
}

/** The template's link read fresh, then its settings; a failed read offers Try again. */
function PublicLinkOf({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation();
  const link = useGetPublicLinkSettingsQuery(template.id, { refetchOnMountOrArgChange: true });
  if (link.isError && !link.isFetching) {
    return (
      <Stack gap="md" maw={720}>
        <PageHeading>{t('Public link')}</PageHeading>
        <Alert color="red" role="alert" title={t('The public link could not be read')}>
          <Button mt="sm" onClick={link.refetch}>
            {t('Try again')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (!link.data) return <PageLoader />;
  return <PublicLinkSettings template={template} link={link.data} />;
}

/**
 * The owner's settings of a template's public link (docs/domain.md#public-links): whoever opens it signs as the first
 * role; a fixed person for each other role and the sender's values; the link on or off, its address to copy, and
 * Replace link, which stops the old address at once. A refusal the roles cause comes with Edit roles.
 */
function PublicLinkSettings({ template, link }: { template: TemplateDetail; link: PublicLinkAnswer }) {
  const { t } = useTranslation();
  const [visitorRole, ...otherRoles] = template.roles;
  const senderFields = useMemo(() => template.fields.filter((field) => field.senderFilled), [template.fields]);
  const schema = useMemo(() => publicLinkFormSchema(senderFields), [senderFields]);
  const form = useForm<PublicLinkForm>({
    resolver: zodResolver(schema),
    defaultValues: publicLinkFormValues(template, link),
  });
  // Closing or reloading the tab asks first while changes are unsaved.
  useWarnBeforeUnload(form.formState.isDirty);
  const [setLink, setting] = useSetPublicLinkMutation();
  const [replaceLink, replacing] = useReplacePublicLinkMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [rolesRefused, setRolesRefused] = useState(false);
  const [editingRoles, setEditingRoles] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [replaceFailure, setReplaceFailure] = useState<ActionFailure | null>(null);
  const busy = setting.isLoading || replacing.isLoading;
  // The roles changed (Edit roles): the form follows them, keeping what was typed for the roles still there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the template changes, not as the link is saved
  useEffect(() => {
    form.reset(publicLinkFormValues(template, link, form.getValues()));
    setFailure(null);
    setRolesRefused(false);
  }, [template]);

  const save = async (enabled: boolean, people?: PublicLinkForm) => {
    setFailure(null);
    setRolesRefused(false);
    try {
      await setLink({
        id: template.id,
        settings: people ? { enabled, recipients: people.recipients, values: people.values } : { enabled },
      }).unwrap();
      // What was saved is the form's new starting point: nothing is left unsaved.
      if (people) form.reset(people);
      return true;
    } catch (error) {
      setFailure(actionFailureOf(error));
      setRolesRefused(ROLE_REFUSALS.includes(readApiError(error)?.message ?? ''));
      return false;
    }
  };

  // On needs every person and value (checked here first, then by the server); off is always possible.
  const turn = (on: boolean) => {
    if (busy) return;
    if (!on) {
      save(false).then((done) => done && notify.success('Public link turned off'));
      return;
    }
    form.handleSubmit(
      async (people) => {
        if (await save(true, people)) notify.success('Public link turned on');
      },
      // The fields below say what is missing; the switch says where to look.
      () => setFailure(actionFailureText('Name the people and fill in the values below to turn the link on')),
    )();
  };
  const saveSettings = form.handleSubmit(async (people) => {
    if (await save(link.enabled, people)) notify.success('Public link settings saved');
  });

  const copy = async () => {
    if (!link.url) return;
    try {
      await navigator.clipboard.writeText(link.url);
      notify.success('Link copied');
    } catch {
      notify.error('The link could not be copied: select it and copy it yourself');
    }
  };
  const replace = async () => {
    setReplaceFailure(null);
    try {
      await replaceLink(template.id).unwrap();
      setConfirmReplace(false);
      notify.success('Link replaced: the old one no longer works');
    } catch (error) {
      setReplaceFailure(actionFailureOf(error));
    }
  };

  const title = t('Public link: {{name}}', { name: template.name });
  const visitor = visitorRole?.name ?? '';
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle>{title}</PageTitle>
      <Stack gap="xs">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text>
          {t(
            'Whoever opens the link gives their name and e-mail, confirms the address with a code we mail them, and signs as {{role}}. Each visit makes a document of its own.',
            { role: visitor },
          )}
        </Text>
      </Stack>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('The link')}
          </Title>
          {/* Its state is said beside it, not in its label: the switch is named for what it does. */}
          <Switch
            size="md"
            checked={link.enabled}
            onChange={(event) => turn(event.currentTarget.checked)}
            label={t('Anyone with the link can sign')}
            aria-describedby="public-link-state"
          />
          <Text id="public-link-state" size="sm" c="dimmed" mt={-8} pl={56}>
            {link.enabled
              ? t('On: the link takes visitors.')
              : t('Off: the link tells visitors it has been turned off.')}
          </Text>
          {link.url ? (
            <>
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('Link address')}
                  value={link.url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: '1 1 16rem' }}
                  styles={{ input: { fontFamily: 'monospace' } }}
                />
                <Button onClick={copy}>{t('Copy link')}</Button>
              </Group>
              <Group>
                <Button
                  variant="default"
                  onClick={() => {
                    setReplaceFailure(null);
                    setConfirmReplace(true);
                  }}
                >
                  {t('Replace link')}
                </Button>
              </Group>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('The link gets its address the first time you turn it on or save these settings.')}
            </Text>
          )}
          <ActionError failure={failure} />
          {rolesRefused && (
            // A note, not a second alert: the refusal above is the one announced.
            <Alert color="yellow" variant="light" role="note" title={t('What to change')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {t(
                    'Give {{role}} a level of its own, lower than every other role’s, or put the role the visitor takes first in the list.',
                    { role: visitor },
                  )}
                </Text>
                <Button size="xs" onClick={() => setEditingRoles(true)}>
                  {t('Edit roles')}
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Paper>

      <form onSubmit={saveSettings} noValidate>
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('Roles')}
            </Title>
            <Text size="sm">
              {t(
                'The visitor takes the first role, {{role}}, which must be alone at the lowest level, so nobody else is invited before the visitor has signed. Each other role is always the person you name here.',
                { role: visitor },
              )}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setEditingRoles(true)}>
                {t('Edit roles')}
              </Button>
              <Button variant="subtle" size="xs" component={Link} to={webPaths.templateFields(template.id)}>
                {t('Edit fields')}
              </Button>
            </Group>
            {otherRoles.length > 0 ? (
              <RolePeopleFields form={form} roles={otherRoles} disabled={busy} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('Only the visitor signs: the template has no other role.')}
              </Text>
            )}
          </Stack>
          <SenderValuesSection form={form} fields={senderFields} roles={template.roles} disabled={busy} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={WEB_ROUTES.templates}>
              {t('Back to Templates')}
            </Button>
            <Button type="submit" loading={setting.isLoading} disabled={busy}>
              {t('Save settings')}
            </Button>
          </Group>
        </Stack>
      </form>

      <ConfirmDialog
        opened={confirmReplace}
        title={t('Replace the link?')}
        message={t(
          'The current link stops working at once, for everyone you gave it to; a visit begun through it stops too. Documents already made go on. Give people the new link.',
        )}
        confirmLabel={t('Replace link')}
        busy={replacing.isLoading}
        failure={replaceFailure}
        onConfirm={replace}
        onCancel={() => setConfirmReplace(false)}
      />
      <TemplateRolesDialog opened={editingRoles} template={template} onClose={() => setEditingRoles(false)} />
    </Stack>
  );
}
