import '../../messages/applications-messages.js';
import { useState } from 'react';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getApplicationsOfUser } from '../../api/applications.js';
import { StatusText } from '../../components/status-text.js';

/** The page sizes the publisher can choose (doc 2 §2: 'Display {num} rows'). */
const PAGE_SIZES = [10, 20, 50];

/**
 * `/console/app-config-condition` (doc 2 §2: the publisher-side app config page with selectable rows per page;
 * content otherwise not described): one row per resource plan of the caller's applications, with its resources.
 */
export default function AppConfigConditionPage() {
  const { t } = useI18n();
  const { data: session } = useSession();
  const userId = session?.me.id;
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const apps = useLoad(userId, (signal) => getApplicationsOfUser(userId!, signal));
  const rows = (apps.data ?? []).flatMap((app) => app.resources.map((plan) => ({ id: plan.id, app, plan })));
  const { items, collectionProps, paginationProps } = useCollection(rows, {
    filtering: { empty: <TableEmpty text={t('apps.edit.noResources')} /> },
    pagination: { pageSize },
  });
  return (
    <ScreenLayout title={t('apps.config.title')} description={t('apps.config.description')}>
      <Table
        wrapLines
        {...collectionProps}
        data-testid="app-config-table"
        items={items}
        trackBy="id"
        loading={apps.loading}
        loadingText={t('app.loading')}
        header={<Header counter={`(${rows.length})`}>{t('apps.config.plans')}</Header>}
        pagination={<Pagination {...paginationProps} />}
        preferences={
          <CollectionPreferences
            title={t('apps.config.preferences')}
            confirmLabel={t('apps.action.save')}
            cancelLabel={t('apps.action.cancel')}
            preferences={{ pageSize }}
            pageSizePreference={{
              title: t('apps.config.pageSize'),
              options: PAGE_SIZES.map((value) => ({ value, label: t('apps.config.rows', { num: value }) })),
            }}
            onConfirm={({ detail }) => setPageSize(detail.pageSize ?? PAGE_SIZES[0])}
          />
        }
        columnDefinitions={[
          { id: 'app', header: t('apps.field.name'), cell: (row) => row.app.name },
          {
            id: 'status',
            header: t('apps.field.status'),
            cell: (row) => <StatusText code={row.app.status.code} rejected={row.app.rejection !== undefined} />,
          },
          { id: 'plan', header: t('apps.resource.name'), cell: (row) => row.plan.name },
          { id: 'cpu', header: t('apps.resource.cpu'), cell: (row) => row.plan.resourceParameters.CPU_CORES },
          { id: 'memory', header: t('apps.resource.memory'), cell: (row) => row.plan.resourceParameters.MEMORY_QUOTA },
          { id: 'price', header: t('apps.resource.price'), cell: (row) => row.plan.price },
        ]}
      />
    </ScreenLayout>
  );
}
