import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { LanguageSwitcher } from '../../components/language-switcher';
import { PageLoader } from '../../components/page-loader';
import { useAppSelector } from '../../store/hooks';
import { selectScreenSize } from '../../store/ui-slice';
import { EmailVerificationBanner } from './email-verification-banner';
import { ExpiredPlanBanner } from './expired-plan-banner';
import { FooterNote } from './footer-note';
import classes from './shell.module.css';
import { ShellNavbar } from './shell-navbar';
import { TrialBanner } from './trial-banner';
import { UnpaidBillingBanner } from './unpaid-billing-banner';
import { UserMenu } from './user-menu';

const NAVBAR_ID = 'shell-navbar';

/** The signed-in frame: top bar, sidebar, the page, footer. */
export function ShellLayout() {
  const { t } = useTranslation();
  // Phones ('xs', below Mantine's 'sm' breakpoint) start with the sidebar closed over the page;
  // wider screens start with it open beside the page. Each keeps its own choice.
  const isPhone = useAppSelector(selectScreenSize) === 'xs';
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const [openOnWideScreen, setOpenOnWideScreen] = useState(true);
  const navbarOpen = isPhone ? openOnPhone : openOnWideScreen;
  const toggleNavbar = () => (isPhone ? setOpenOnPhone((open) => !open) : setOpenOnWideScreen((open) => !open));

  return (
    <AppShell
      header={{ height: 60 }}
      // On a phone the footer is the page's last line, not a bar fixed over the bottom of a small screen.
      footer={{ height: 44, collapsed: isPhone }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !openOnPhone, desktop: !openOnWideScreen } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navbarOpen}
              onClick={toggleNavbar}
              size="sm"
              aria-label={t('Toggle sidebar')}
              aria-expanded={navbarOpen}
              aria-controls={NAVBAR_ID}
            />
            <Link
              to={WEB_ROUTES.home}
              aria-label={t('SignFlow home')}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <Brand compact={isPhone} />
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id={NAVBAR_ID}
        aria-label={t('Main navigation')}
        className={classes.navbar}
        mod={{ collapsed: !navbarOpen }}
        p="sm"
      >
        <AppShell.Section grow component={ScrollArea}>
          <ShellNavbar onNavigate={() => setOpenOnPhone(false)} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <EmailVerificationBanner />
        <ExpiredPlanBanner />
        <UnpaidBillingBanner />
        <TrialBanner />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        {isPhone && (
          <Group component="footer" justify="center" pt="xl">
            <FooterNote />
          </Group>
        )}
      </AppShell.Main>

      {!isPhone && (
        <AppShell.Footer>
          <Group h="100%" px="md" justify="center">
            <FooterNote />
          </Group>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
