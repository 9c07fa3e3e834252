import '../messages/applications-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { NIL_ID } from '@shared/constants/ids.js';
import type { AppScope } from '@shared/constants/application-rules.js';
import { messageOf } from '@/api/http-client.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { useSession } from '@/session/session-context.js';
import { getApplicationsOfCompany, getApplicationsOfUser, type Application } from '../api/applications.js';
import { RejectionAlert } from './rejection-alert.js';
import { actionLabel, publisherActions, screenPath } from './scope.js';
import { StatusText } from './status-text.js';
import { useStatusChange } from './use-status-change.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

const titles = {
  private: 'apps.list.private',
  enterprise: 'apps.list.enterprise',
  platform: 'apps.list.platform',
} as const;

/**
 * The application management list of one scope (doc 2 §2): the caller's own applications (private), the current
 * enterprise's, or the platform's; search by name (which clears the selection), and the actions create, publish a
 * new version, modify, view, and the status changes the transition table allows from the selected one's status.
 * A rejected application reads 已驳回 in the list; choosing it shows the reason.
 */
export function ApplicationListView(props: { scope: AppScope }) {
  const { scope } = props;
  const { t } = useI18n();
  const { date } = useFormatting();
  const navigate = useNavigate();
  const follow = useFollow();
  const { data: session } = useSession();
  const owner = scope === 'private' ? session?.me.id : scope === 'platform' ? NIL_ID : session?.currentEnterprise?.id;
  const apps = useLoad(owner && `${scope}:${owner}`, (signal) =>
    scope === 'private' ? getApplicationsOfUser(owner!, signal) : getApplicationsOfCompany(owner!, signal),
  );
  const [selected, setSelected] = useState<Application[]>([]);
  const status = useStatusChange(() => {
    setSelected([]);
    apps.reload();
  });
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(apps.data ?? [], {
    filtering: {
      empty: <TableEmpty text={t('apps.list.empty')} />,
      noMatch: <TableEmpty text={t('apps.list.empty')} />,
      filteringFunction: (app, text) => app.name.toLowerCase().includes(text.trim().toLowerCase()),
    },
    pagination: { pageSize: 10 },
    sorting: {},
  });
  const chosen = selected[0];
  const query = (app: Application) => ({ id: app.id, flag: scope });
  const columns: TableProps.ColumnDefinition<Application>[] = [
    {
      id: 'name',
      header: t('apps.field.name'),
      // The name opens the application (its plans and versions), as the edit button does for the chosen row.
      cell: (app) => (
        <Link href={screenPath('application-edit', query(app))} onFollow={follow}>
          {app.name}
        </Link>
      ),
      sortingField: 'name',
    },
    { id: 'code', header: t('apps.field.code'), cell: (app) => app.code },
    { id: 'enName', header: t('apps.field.enName'), cell: (app) => app.enName },
    { id: 'category', header: t('apps.field.category'), cell: (app) => app.category.name },
    {
      id: 'status',
      header: t('apps.field.status'),
      cell: (app) => <StatusText code={app.status.code} rejected={app.rejection !== undefined} />,
    },
    {
      id: 'createDate',
      header: t('apps.field.createDate'),
      cell: (app) => date(app.createDate),
      sortingField: 'createDate',
    },
  ];
  const preferences = useTablePreferences('application-table', columnsOf(columns, 'name'));
  return (
    <ScreenLayout title={t(titles[scope])} description={t('apps.list.description')}>
      <SpaceBetween size="m">
        {apps.error ? <Alert type="error">{t('apps.load.failed', { message: messageOf(apps.error) })}</Alert> : null}
        {chosen?.rejection ? <RejectionAlert name={chosen.name} rejection={chosen.rejection} /> : null}
        <Table
          {...preferences.tableProps}
          preferences={preferences.preferences}
          {...collectionProps}
          data-testid="application-table"
          items={items}
          trackBy="id"
          loading={apps.loading}
          loadingText={t('app.loading')}
          selectionType="single"
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          ariaLabels={{ selectionGroupLabel: t('apps.list.title'), itemSelectionLabel: (_, app) => app.name }}
          filter={
            <TextFilter
              {...filterProps}
              onChange={(event) => {
                setSelected([]);
                filterProps.onChange(event);
              }}
              filteringPlaceholder={t('apps.list.search')}
              filteringAriaLabel={t('apps.list.search')}
              countText={`${filteredItemsCount ?? 0}`}
            />
          }
          pagination={<Pagination {...paginationProps} />}
          header={
            <Header
              counter={`(${apps.data?.length ?? 0})`}
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    variant="primary"
                    data-testid="app-create"
                    onClick={() => navigate(screenPath('application-add', { flag: scope }))}
                  >
                    {t('apps.action.create')}
                  </Button>
                  <Button
                    disabled={!chosen}
                    data-testid="app-new-version"
                    onClick={() => chosen && navigate(screenPath('version-add', query(chosen)))}
                  >
                    {t('apps.action.newVersion')}
                  </Button>
                  <Button
                    disabled={!chosen}
                    data-testid="app-modify"
                    onClick={() => chosen && navigate(screenPath('application-edit', query(chosen)))}
                  >
                    {t('apps.action.modify')}
                  </Button>
                  {(chosen ? publisherActions(chosen.status.code) : []).map((transition) => (
                    <Button
                      key={`${transition.action}-${transition.to}`}
                      data-testid={`app-status-${transition.to}`}
                      onClick={() =>
                        chosen &&
                        status.ask({
                          kind: 'application',
                          id: chosen.id,
                          name: chosen.name,
                          code: transition.to,
                          label: t(actionLabel[transition.action]),
                        })
                      }
                    >
                      {t(actionLabel[transition.action])}
                    </Button>
                  ))}
                </SpaceBetween>
              }
            >
              {t('apps.list.title')}
            </Header>
          }
          columnDefinitions={columns}
        />
      </SpaceBetween>
      {status.dialogs}
    </ScreenLayout>
  );
}
