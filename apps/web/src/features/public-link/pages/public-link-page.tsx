import { Group, Loader, Text } from '@mantine/core';
import type { PublicLinkVisitor } from '@signflow/contract/public-links';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { readApiError, translationKeyOf } from '../../../api/api-error';
import { useActionFailure } from '../../../components/action-error';
import { FormCard } from '../../../components/form-card';
import { translateText } from '../../../i18n';
import {
  useConfirmPublicLinkVisitMutation,
  usePublicLinkInfoQuery,
  useStartPublicLinkVisitMutation,
} from '../api/public-link-api';
import { CodeForm } from '../components/code-form';
import { VisitorForm } from '../components/visitor-form';

/** The page behind a template's public link, /p/<slug>: who the visitor is, the mailed code, then their signing page. */
export function PublicLinkPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const slug = useParams().slug ?? '';
  const info = usePublicLinkInfoQuery(slug);
  const [startVisit, started] = useStartPublicLinkVisitMutation();
  const [confirmVisit] = useConfirmPublicLinkVisitMutation();
  const [visitor, setVisitor] = useState<PublicLinkVisitor>({ name: '', email: '' });
  const [visitId, setVisitId] = useState<string | null>(null);
  const { failure, attempt, clear } = useActionFailure();

  const askForCode = async (who: PublicLinkVisitor) => {
    setVisitor(who);
    await attempt(async () => {
      const visit = await startVisit({ slug, visitor: who, language: i18n.language }).unwrap();
      setVisitId(visit.visitId);
    });
  };

  if (info.isLoading) {
    return (
      <FormCard title={t('Loading…')}>
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" aria-hidden />
        </Group>
      </FormCard>
    );
  }
  if (!info.data) {
    const apiError = readApiError(info.error);
    return (
      <FormCard title={t('This link does not work')}>
        <Text role="alert">
          {apiError ? translateText(...translationKeyOf(apiError)) : t('The link could not be checked')}
        </Text>
      </FormCard>
    );
  }

  const { documentName, ownerName, roleName } = info.data;
  return (
    <FormCard title={t('Sign “{{document}}”', { document: documentName })}>
      <Text size="sm" c="dimmed" mb="md">
        {t('{{owner}} invites whoever opens this link to sign as {{role}}. First, prove your e-mail address.', {
          owner: ownerName,
          role: roleName,
        })}
      </Text>
      {visitId === null ? (
        <VisitorForm initial={visitor} failure={failure} onSubmit={askForCode} />
      ) : (
        <CodeForm
          email={visitor.email}
          failure={failure}
          sendingNewCode={started.isLoading}
          onNewCode={() => askForCode(visitor)}
          onOtherAddress={() => {
            clear();
            setVisitId(null);
          }}
          onSubmit={async ({ code }) => {
            await attempt(async () => {
              const { signingUrl } = await confirmVisit({ slug, visitId, code }).unwrap();
              const signing = new URL(signingUrl);
              navigate(`${signing.pathname}${signing.search}`, { replace: true });
            });
          }}
        />
      )}
    </FormCard>
  );
}
