import { Box, NavLink, Stack, Text } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MessageKey } from '../../i18n/en';

interface NavEntry {
  label: MessageKey;
  to: string;
  /** Further paths on which the entry is the current one. */
  alsoCurrentOn?: string[];
}

/** The sidebar: a Sign section (Documents, Templates, Archive, Approval flows, Trash) and a Settings section (Subscription, Profile, Integrations). */
const SECTIONS: { id: string; title: MessageKey; entries: NavEntry[] }[] = [
  {
    id: 'nav-sign',
    title: 'Sign',
    entries: [
      {
        label: 'Documents',
        to: WEB_ROUTES.documents,
        // The field editor is where a document of Documents is prepared.
        alsoCurrentOn: [WEB_ROUTES.home, WEB_ROUTES.upload, WEB_ROUTES.annotate],
      },
      { label: 'Templates', to: WEB_ROUTES.templates },
      { label: 'Archive', to: WEB_ROUTES.archives },
      { label: 'Approval flows', to: WEB_ROUTES.flows },
      { label: 'Trash', to: WEB_ROUTES.trash },
    ],
  },
  {
    id: 'nav-settings',
    title: 'Settings',
    entries: [
      {
        label: 'Subscription',
        to: WEB_ROUTES.subscription,
        alsoCurrentOn: [WEB_ROUTES.subscriptionPlan, WEB_ROUTES.package, WEB_ROUTES.invoice],
      },
      { label: 'Profile', to: WEB_ROUTES.profile },
      { label: 'Integrations', to: WEB_ROUTES.integrations },
    ],
  },
];

function isCurrent(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`) || !!entry.alsoCurrentOn?.includes(pathname);
}

/** The sidebar's links; `onNavigate` lets the phone layout close the sidebar after a choice. */
export function ShellNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="lg">
      {SECTIONS.map((section) => (
        <div key={section.id}>
          <Text id={section.id} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6}>
            {t(section.title)}
          </Text>
          <Box component="ul" aria-labelledby={section.id} m={0} p={0} style={{ listStyle: 'none' }}>
            {section.entries.map((entry) => {
              const current = isCurrent(entry, pathname);
              return (
                <li key={entry.to}>
                  <NavLink
                    component={Link}
                    to={entry.to}
                    label={t(entry.label)}
                    active={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                </li>
              );
            })}
          </Box>
        </div>
      ))}
    </Stack>
  );
}
