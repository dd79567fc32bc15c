import { Anchor, Box, Group } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { LanguageSwitcher } from '../../components/language-switcher';
import { PageLoader } from '../../components/page-loader';
import { FooterNote } from './footer-note';

/** The frame of the pages outside the shell: brand and language top right, the page centred. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" wrap="nowrap" px={{ base: 'md', sm: 'xl' }} py="md">
        <Brand />
        <LanguageSwitcher />
      </Group>
      <Box
        component="main"
        flex={1}
        px="md"
        py="lg"
        style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Group component="footer" justify="center" gap="md" py="md" px="md">
        <FooterNote />
        <Anchor component={Link} to={WEB_ROUTES.privacyPolicy} size="sm" c="dimmed">
          {t('Privacy policy')}
        </Anchor>
        <Anchor component={Link} to={WEB_ROUTES.verify} size="sm" c="dimmed">
          {t('Verify a signed document')}
        </Anchor>
      </Group>
    </Box>
  );
}
