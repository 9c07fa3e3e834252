import '../../messages/databases-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { UntilFirstPage } from '@/components/until-first-page.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { CopyableId } from '@/components/copyable-id.js';
import { useFormatting } from '@/components/formatting.js';
import { useConfirmedDelete } from '@/components/use-confirmed-delete.js';
import { useFollow } from '@/components/router-link.js';
import { SearchForm } from '@/components/search-form.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { DATABASE_RESERVATION_MB } from '@shared/constants/database-rules.js';
import {
  deleteDatabase,
  getDatabaseService,
  type CreatedDatabase,
  type DatabaseResource,
  type DatabaseService,
} from '../../api/databases.js';
import { CreateDatabaseModal } from '../../components/create-database-modal.js';
import { CreatedDatabaseModal } from '../../components/created-database-modal.js';

/** A figure in MB: the unit's symbol is the same in both languages. */
const megabytes = (value: string) => `${value} MB`;

/** A database as a table row (the catalogue table keys rows by `id` and labels them by `name`). */
type Row = DatabaseResource & { id: string; name: string };

/** The service's figures: the space the databases use, and the quota they reserve from. */
function Figures(props: { service: DatabaseService }) {
  const { t } = useI18n();
  const { number } = useFormatting();
  const figure = (label: string, value: number, testId: string) => (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="h2" tagOverride="p" data-testid={testId}>
        {megabytes(number(value))}
      </Box>
    </div>
  );
  return (
    <Container header={<Header variant="h2">{t('databases.figures.title')}</Header>}>
      <ColumnLayout columns={4} variant="text-grid">
        {figure(t('databases.figures.used'), props.service.tsDatabaseSize, 'database-used')}
        {figure(t('databases.figures.total'), props.service.quota.total, 'database-quota-total')}
        {figure(t('databases.figures.reserved'), props.service.quota.reserved, 'database-quota-reserved')}
        {figure(t('databases.figures.available'), props.service.quota.available, 'database-quota-available')}
      </ColumnLayout>
    </Container>
  );
}

/**
 * `/console/show-database-service` (doc 2 "Database service"; docs/databases.md): the enterprise's databases with
 * the sizes the engine measures and the quota they reserve from, searched by contained text; create one (its
 * password shown once) or delete one after a confirmation.
 */
export default function ShowDatabaseServicePage() {
  const { t } = useI18n();
  const { dateTime, number } = useFormatting();
  const follow = useFollow();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const [search, setSearch] = useState('');
  const [round, setRound] = useState(0);
  const service = useLoad(enterpriseId && `${enterpriseId}#${search}#${round}`, (signal) =>
    getDatabaseService(enterpriseId!, search, signal),
  );
  const [selected, setSelected] = useState<Row[]>([]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedDatabase>();
  const reload = () => {
    setSelected([]);
    setRound((n) => n + 1);
  };
  const rows = service.data?.databaseResources.map((resource) => ({
    ...resource,
    id: resource.databaseName,
    name: resource.databaseName,
  }));
  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'name',
      header: t('databases.field.name'),
      sortingField: 'databaseName',
      cell: (row) => (
        <SpaceBetween size="xxxs">
          {row.databaseName}
          <CopyableId id={row.database} label={t('databases.field.database')} />
        </SpaceBetween>
      ),
    },
    {
      id: 'size',
      header: t('databases.field.size'),
      sortingField: 'sizeBytes',
      cell: (row) => megabytes(number(row.sizeMb)),
    },
    { id: 'host', header: t('databases.field.host'), cell: (row) => row.host },
    { id: 'port', header: t('databases.field.port'), cell: (row) => row.port },
    { id: 'username', header: t('databases.field.username'), cell: (row) => row.username },
    {
      id: 'status',
      header: t('databases.field.status'),
      cell: (row) => (
        <StatusIndicator type={row.status === 'ready' ? 'success' : 'in-progress'}>
          {t(`databases.status.${row.status}`)}
        </StatusIndicator>
      ),
    },
    { id: 'createdAt', header: t('databases.field.createdAt'), cell: (row) => dateTime(row.createdAt) },
  ];
  const preferences = useTablePreferences('database-service-table', columnsOf(columns, 'name'), ['createdAt']);
  const short = service.data && service.data.quota.available < DATABASE_RESERVATION_MB;
  const removal = useConfirmedDelete<Row>({
    remove: (record) => deleteDatabase(record.databaseName),
    nameOf: (record) => record.databaseName,
    deleted: (name) => t('databases.deleted', { name }),
    failed: (name, message) => t('databases.deleteFailed', { name, message }),
    onSettled: () => {
      reload();
    },
  });
  return (
    <ScreenLayout
      title={t('databases.title')}
      description={t('databases.description', { reservation: number(DATABASE_RESERVATION_MB) })}
    >
      <SpaceBetween size="l">
        {service.error ? (
          <Alert type="error">{t('databases.load.failed', { message: messageOf(service.error) })}</Alert>
        ) : null}
        {/* The figures, the quota notice and the table appear together with the service's first answer: the figures
            arriving above a table laid out empty pushed it down (a layout shift of 0.303 on a phone). */}
        <UntilFirstPage
          waiting={service.loading && !service.data}
          header={<Header variant="h2">{t('databases.table.title')}</Header>}
        >
          <SpaceBetween size="l">
            {service.data ? <Figures service={service.data} /> : null}
            {short ? (
              <Alert
                type="info"
                action={
                  <Link href="/console/apply-tsdatabase-space" onFollow={follow}>
                    {t('databases.applyQuota')}
                  </Link>
                }
              >
                {t('databases.needQuota', { reservation: number(DATABASE_RESERVATION_MB) })}
              </Alert>
            ) : null}
            <CatalogueTable
              testId="database-table"
              title={t('databases.table.title')}
              records={rows}
              loading={service.loading}
              loadingText={t('app.loading')}
              emptyText={t('databases.table.empty')}
              pageSize={10}
              selectionType="single"
              selected={selected}
              onSelectionChange={setSelected}
              columns={columns}
              preferences={preferences}
              filter={
                <SearchForm
                  testId="database-search"
                  placeholder={t('databases.search')}
                  buttonText={t('databases.action.search')}
                  onSearch={setSearch}
                />
              }
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    data-testid="database-delete"
                    disabled={!selected[0]}
                    onClick={() => removal.ask(selected[0])}
                  >
                    {t('databases.action.delete')}
                  </Button>
                  <Button variant="primary" data-testid="database-create" onClick={() => setCreating(true)}>
                    {t('databases.action.create')}
                  </Button>
                </SpaceBetween>
              }
            />
          </SpaceBetween>
        </UntilFirstPage>
      </SpaceBetween>
      {creating ? (
        <CreateDatabaseModal
          onCreated={(database) => {
            setCreating(false);
            setCreated(database);
            reload();
          }}
          onDismiss={() => setCreating(false)}
        />
      ) : null}
      {created ? <CreatedDatabaseModal created={created} onDismiss={() => setCreated(undefined)} /> : null}
      {removal.deleting ? (
        <ConfirmModal
          header={t('databases.delete.title')}
          confirmText={t('databases.action.delete')}
          onConfirm={removal.confirm}
          onDismiss={removal.cancel}
        >
          {t('databases.delete.text', { name: removal.deleting.databaseName })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
