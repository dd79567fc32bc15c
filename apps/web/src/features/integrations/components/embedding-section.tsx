import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { embedOriginSchema, MAX_EMBED_ORIGINS } from '@signflow/contract/embedding';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ActionError, type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { RowAction } from '../../../components/row-action';
import { SettingsSection } from '../../../components/settings-section';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useGetEmbeddingQuery, useSaveEmbeddingMutation } from '../api/embedding-api';

/**
 * Embedding (docs/embedding.md): the sites allowed to show the account's signing pages in a frame, added one by one
 * (checked as the server checks them), removed, then saved together; and the code a site puts in its page.
 */
export function EmbeddingSection() {
  const { t } = useTranslation();
  const settings = useGetEmbeddingQuery();
  return (
    <SettingsSection
      title={t('Embedding')}
      description={t(
        'Show the signing page inside your own site. Only the sites listed here may show it in a frame, and only they are told when the signer signs, rejects or asks for a revision.',
      )}
    >
      {settings.isError && !settings.isFetching ? (
        <LoadFailed title={t('The allowed sites could not be read')} onRetry={settings.refetch} />
      ) : settings.data ? (
        <AllowedOrigins key={settings.data.allowedOrigins.join(' ')} saved={settings.data.allowedOrigins} />
      ) : (
        <PageLoader />
      )}
      <EmbedSnippet />
    </SettingsSection>
  );
}

const addOriginSchema = z.object({ origin: embedOriginSchema });

function AllowedOrigins({ saved }: { saved: string[] }) {
  const { t } = useTranslation();
  const [origins, setOrigins] = useState(saved);
  const [save, saving] = useSaveEmbeddingMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const form = useForm<{ origin: string }, unknown, { origin: string }>({
    resolver: zodResolver(addOriginSchema),
    defaultValues: { origin: '' },
  });
  const field = useFieldProps(form);
  const changed = origins.join(' ') !== saved.join(' ');

  const add = form.handleSubmit(({ origin }) => {
    if (origins.includes(origin)) {
      form.reset();
      return;
    }
    if (origins.length >= MAX_EMBED_ORIGINS) {
      form.setError('origin', {
        message: fillTemplate(API_MESSAGES.embedOriginsTooMany, { max: MAX_EMBED_ORIGINS }),
      });
      return;
    }
    setOrigins([...origins, origin]);
    form.reset();
  });
  const saveOrigins = async () => {
    setFailure(null);
    try {
      await save({ allowedOrigins: origins }).unwrap();
      notify.success('Allowed sites saved');
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  };

  return (
    <Stack gap="sm">
      <form onSubmit={add} noValidate aria-label={t('Add an allowed site')}>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('Site address')}
            description={t('Like https://shop.example.com (http:// only for localhost)')}
            placeholder="https://shop.example.com"
            maw={400}
            style={{ flex: '1 1 14rem' }}
            autoComplete="off"
            {...field('origin')}
          />
          <Button type="submit" variant="default" mt={{ base: 0, xs: 46 }}>
            {t('Add site')}
          </Button>
        </Group>
      </form>
      <Text fw={600} size="sm" id="allowed-sites">
        {t('Allowed sites')}
      </Text>
      {origins.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No site may embed the signing page yet.')}
        </Text>
      ) : (
        <List aria-labelledby="allowed-sites" listStyleType="none" spacing={4} withPadding={false}>
          {origins.map((origin) => (
            <List.Item key={origin}>
              <Group gap="xs" wrap="nowrap">
                <Code style={{ overflowWrap: 'anywhere' }}>{origin}</Code>
                <RowAction
                  color="red"
                  label={t('Remove {{site}}', { site: origin })}
                  onClick={() => setOrigins(origins.filter((each) => each !== origin))}
                >
                  {t('Remove')}
                </RowAction>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group>
        <Button onClick={saveOrigins} loading={saving.isLoading} disabled={!changed}>
          {t('Save allowed sites')}
        </Button>
        {changed && (
          <Text size="sm" c="dimmed">
            {t('Not saved yet')}
          </Text>
        )}
      </Group>
      <ActionError failure={failure} />
    </Stack>
  );
}

/** The code a site puts in its page: the plain script, served by this app, and the signer's link from your server. */
function embedSnippet(appOrigin: string): string {
  return [
    '<div id="signing" style="height: 720px"></div>',
    `<script src="${appOrigin}/embed/signflow-embed.js"></script>`,
    '<script>',
    "  SignFlowEmbed.mountSignFlowSigning(document.getElementById('signing'), {",
    "    url: SIGNING_LINK, // the signer's link, from your server",
    "    onSigned: (event) => console.log('signed', event.documentId),",
    "    onRejected: (event) => console.log('rejected', event.documentId),",
    '  });',
    '</script>',
  ].join('\n');
}

function EmbedSnippet() {
  const { t } = useTranslation();
  const snippet = embedSnippet(window.location.origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      notify.success('Code copied');
    } catch {
      notify.error('The code could not be copied: select it and copy it yourself');
    }
  };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('The code for your page')}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} aria-label={t('The code for your page')}>
        {snippet}
      </Code>
      <Group>
        <Button variant="default" onClick={copy}>
          {t('Copy code')}
        </Button>
      </Group>
    </Stack>
  );
}
