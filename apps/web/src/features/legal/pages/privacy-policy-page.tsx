import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { translateText } from '../../../i18n';
import type { MessageKey } from '../../../i18n/en';

/** The youngest a person may be to create an account or sign a document. */
const MINIMUM_AGE = 13;

const SECTIONS: { heading: MessageKey; text: MessageKey; values?: Record<string, number> }[] = [
  {
    heading: 'What we collect',
    text: "Your name, e-mail address and, if you give them, your phone number, address, company and job title; the documents you upload; and for every signature the signer's name, e-mail address, IP address and the time of each action.",
  },
  {
    heading: 'How we use it',
    text: 'We use this data only to provide the service: to sign you in, to deliver documents to their signers, to keep the audit trail of each signed document and to send you e-mails about your account.',
  },
  {
    heading: 'Minimum age',
    text: 'SignFlow is not meant for children. You must be at least {{age}} years old to create an account or to sign a document.',
    values: { age: MINIMUM_AGE },
  },
  {
    heading: 'Your rights',
    text: 'You can see and correct your profile at any time, and you can ask us to delete your account together with its documents.',
  },
];

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={760} component="article">
      <PageTitle>{t('Privacy policy')}</PageTitle>
      <Stack gap="lg">
        <Title order={1}>{t('Privacy policy')}</Title>
        <Text>
          {t(
            'SignFlow lets account holders send documents for electronic signature. This policy explains which personal data we keep and why.',
          )}
        </Text>
        {SECTIONS.map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h4" mb={6}>
              {t(section.heading)}
            </Title>
            <Text>{translateText(section.text, section.values)}</Text>
          </section>
        ))}
        <Anchor component={Link} to={WEB_ROUTES.home}>
          {t('Back to SignFlow')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
