import { Button, Group, Menu, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import type { TemplateListItem } from '@signflow/contract/templates';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListTemplatesQuery } from '../../../api/templates-api';
import { ActionError } from '../../../components/action-error';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { CardFact, ListCards, useListsAsCards } from '../../../components/list-cards';
import { ListFilters } from '../../../components/list-filters';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { RowAction } from '../../../components/row-action';
import { TableHead } from '../../../components/table-head';
import { useListFilters } from '../../../components/use-list-filters';
import { useKeepPageInRange } from '../../../components/use-page';
import { useTemplateActions } from '../hooks/use-template-actions';

const NO_STATUSES = [] as const;

/**
 * Templates (docs/domain.md#templates): found by name (the search and page kept in the URL), each with its roles and
 * the number of documents made from it; Use template, Edit fields, and a menu to send it in bulk (a CSV file, one
 * document per row), rename, duplicate or delete it; New template. With none yet, the page says what a template is
 * for and offers to make the first.
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  const filters = useListFilters(NO_STATUSES);
  const { search, page, setSearch, setPage, keepPage } = filters;
  const { data, isLoading, isError, isFetching, refetch } = useListTemplatesQuery(
    { page, limit: DEFAULT_PAGE_SIZE, search },
    { refetchOnMountOrArgChange: true },
  );
  useKeepPageInRange(page, data?.totalPages, keepPage);
  const cards = useListsAsCards();
  const actions = useTemplateActions();
  const none = !isLoading && data?.totalResults === 0 && !search;

  const rolesOf = (template: TemplateListItem) => template.roles.map((role) => role.name).join(', ');
  const rowActions = (template: TemplateListItem) => (
    <Group gap="xs" wrap={cards ? 'wrap' : 'nowrap'}>
      <RowAction
        variant="filled"
        to={webPaths.templateUse(template.id)}
        label={t('Use template {{name}}', { name: template.name })}
      >
        {t('Use template')}
      </RowAction>
      <RowAction
        to={webPaths.templateFields(template.id)}
        label={t('Edit fields of {{name}}', { name: template.name })}
      >
        {t('Edit fields')}
      </RowAction>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button size="xs" variant="default" flex="none" aria-label={t('Manage {{name}}', { name: template.name })}>
            {t('Manage')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={webPaths.templateBulkSend(template.id)}>
            {t('Send in bulk')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => actions.rename(template)}>{t('Rename')}</Menu.Item>
          <Menu.Item onClick={() => actions.duplicate(template)}>{t('Duplicate')}</Menu.Item>
          <Menu.Item component={Link} to={webPaths.templatePublicLink(template.id)}>
            {t('Public link')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" c="red" onClick={() => actions.remove(template)}>
            {t('Delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );

  return (
    <Stack gap="md">
      <PageTitle>{t('Templates')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('Templates')}</Title>
        {!none && (
          <Button component={Link} to={WEB_ROUTES.newTemplate}>
            {t('New template')}
          </Button>
        )}
      </Group>
      <ActionError failure={actions.duplicateFailure} />
      {isLoading ? (
        <PageLoader />
      ) : isError && !data && !isFetching ? (
        <LoadFailed onRetry={refetch} />
      ) : none ? (
        <Paper withBorder radius="md" p="xl" maw={640}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              {t('No templates yet')}
            </Title>
            <Text>
              {t(
                'A template is a PDF with its fields placed for roles such as ‘Client’. Make one once, then make a document from it for the people you name, as often as you need.',
              )}
            </Text>
            <Button component={Link} to={WEB_ROUTES.newTemplate}>
              {t('Make your first template')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <ListFilters
            listName={t('Templates')}
            placeholder={t('Template name')}
            search={search}
            onSearch={setSearch}
          />
          {cards ? (
            <ListCards
              label={t('Templates')}
              items={data?.results}
              emptyText={t('No templates match.')}
              keyOf={(template) => template.id}
            >
              {(template) => (
                <>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {template.name}
                  </Text>
                  <CardFact label={t('Roles')}>{rolesOf(template)}</CardFact>
                  <CardFact label={t('Documents made')}>{template.documentCount}</CardFact>
                  {rowActions(template)}
                </>
              )}
            </ListCards>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover aria-label={t('Templates')}>
                <TableHead columns={['Name', 'Roles', 'Documents made', 'Actions']} />
                <Table.Tbody>
                  {data?.results.map((template) => (
                    <Table.Tr key={template.id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{template.name}</Table.Td>
                      <Table.Td>{rolesOf(template)}</Table.Td>
                      <Table.Td>{template.documentCount}</Table.Td>
                      <Table.Td>{rowActions(template)}</Table.Td>
                    </Table.Tr>
                  ))}
                  {data?.results.length === 0 && <EmptyTableRow columns={4}>{t('No templates match.')}</EmptyTableRow>}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
        </>
      )}
      {actions.dialogs}
    </Stack>
  );
}
