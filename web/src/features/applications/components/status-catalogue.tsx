import '../messages/applications-messages.js';
import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { APP_STATUS_CODES, APP_STATUS_NAMES } from '@shared/constants/application-rules.js';
import { messageOf } from '@/api/http-client.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getApplicationsInStatus, type Application } from '../api/applications.js';
import { StatusText } from './status-text.js';

/**
 * Every application of the platform in one status (`getApplicationByStatus`), searched by name; `statuses` are
 * the ones to choose from (one: no chooser). `actions` renders the header's buttons for the chosen application.
 */
export function StatusCatalogue(props: {
  statuses?: readonly string[];
  actions?: (chosen: Application | undefined, reload: () => void) => ReactNode;
}) {
  const { t, locale } = useI18n();
  const statuses = props.statuses ?? APP_STATUS_CODES;
  const [code, setCode] = useState<string>(statuses[0]);
  const [selected, setSelected] = useState<Application[]>([]);
  const apps = useLoad(code, (signal) => getApplicationsInStatus(code, signal));
  const { items, collectionProps, filterProps, paginationProps } = useCollection(apps.data ?? [], {
    filtering: {
      empty: <TableEmpty text={t('apps.list.empty')} />,
      noMatch: <TableEmpty text={t('apps.list.empty')} />,
      filteringFunction: (app, text) => app.name.toLowerCase().includes(text.trim().toLowerCase()),
    },
    pagination: { pageSize: 10 },
    sorting: {},
  });
  const reload = () => {
    setSelected([]);
    apps.reload();
  };
  return (
    <SpaceBetween size="m">
      {apps.error ? <Alert type="error">{t('apps.load.failed', { message: messageOf(apps.error) })}</Alert> : null}
      {statuses.length > 1 ? (
        <SegmentedControl
          label={t('apps.field.status')}
          selectedId={code}
          onChange={({ detail }) => {
            setSelected([]);
            setCode(detail.selectedId);
          }}
          options={statuses.map((status) => ({
            id: status,
            text: APP_STATUS_NAMES[status as keyof typeof APP_STATUS_NAMES][locale === 'en' ? 'en' : 'cn'],
          }))}
        />
      ) : null}
      <Table
        wrapLines
        {...collectionProps}
        data-testid="status-catalogue-table"
        items={items}
        trackBy="id"
        loading={apps.loading}
        loadingText={t('app.loading')}
        selectionType={props.actions ? 'single' : undefined}
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
          />
        }
        pagination={<Pagination {...paginationProps} />}
        header={
          <Header counter={`(${apps.data?.length ?? 0})`} actions={props.actions?.(selected[0], reload)}>
            {t('apps.list.title')}
          </Header>
        }
        columnDefinitions={[
          { id: 'name', header: t('apps.field.name'), cell: (app) => app.name, sortingField: 'name' },
          { id: 'code', header: t('apps.field.code'), cell: (app) => app.code },
          {
            id: 'company',
            header: t('apps.field.company'),
            cell: (app) => app.createCompanyName || app.createUserName,
          },
          { id: 'category', header: t('apps.field.category'), cell: (app) => app.category.name },
          {
            id: 'status',
            header: t('apps.field.status'),
            cell: (app) => <StatusText code={app.status.code} rejected={app.rejection !== undefined} />,
          },
        ]}
      />
    </SpaceBetween>
  );
}
