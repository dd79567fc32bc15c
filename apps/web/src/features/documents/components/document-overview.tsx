import { Paper, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { WEB_ROUTES, withQuery } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetDocumentOverviewQuery } from '../../../api/sender-controls-api';
import type { MessageKey } from '../../../i18n/en';

/** Each count of the overview, and the filtered list it opens. */
const TILES = [
  { key: 'draft', label: 'Draft', to: withQuery(WEB_ROUTES.documents, { status: 'Draft' }) },
  { key: 'waiting', label: 'Waiting for others', to: withQuery(WEB_ROUTES.documents, { status: 'Sent' }) },
  {
    key: 'completedThisMonth',
    label: 'Completed this month',
    to: withQuery(WEB_ROUTES.archives, { status: 'CompletedThisMonth' }),
  },
  {
    key: 'needsAttention',
    label: 'Needs attention',
    to: withQuery(WEB_ROUTES.documents, { status: 'NeedsAttention' }),
  },
] as const satisfies readonly { key: string; label: MessageKey; to: string }[];

/**
 * The counts at the top of Documents (GET /v1/documents/overview), each a link to the list filtered to it. Needs
 * attention: a Sent document with an expired link or a failed mail, one sent back for revision, or a Completed one
 * whose sealing failed. The counts reload with the lists on every live update (they share the 'Document' tag).
 */
export function DocumentOverview() {
  const { t } = useTranslation();
  const { data } = useGetDocumentOverviewQuery();
  return (
    <nav aria-label={t('Overview')}>
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {TILES.map((tile) => {
          const count = data?.[tile.key];
          const warn = tile.key === 'needsAttention' && (count ?? 0) > 0;
          return (
            <li key={tile.key}>
              <UnstyledButton component={Link} to={tile.to} w="100%" h="100%" display="block">
                <Paper
                  withBorder
                  p="sm"
                  radius="md"
                  h="100%"
                  bg={warn ? 'var(--mantine-color-orange-light)' : undefined}
                >
                  <Text fz="xl" fw={700} lh={1.2} c={warn ? 'orange.9' : undefined}>
                    {count ?? (
                      <>
                        <span aria-hidden>–</span>
                        <VisuallyHidden>{t('Loading…')}</VisuallyHidden>
                      </>
                    )}
                  </Text>
                  <Text size="sm">{t(tile.label)}</Text>
                </Paper>
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </nav>
  );
}
