import '../../messages/deployments-messages.js';
import { useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { APP_STATUS_NAMES, type AppStatusCode } from '@shared/constants/application-rules.js';
import { messageOf } from '@/api/http-client.js';
import { orDash, useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { useLoad } from '@/components/use-load.js';
import { getApplicationsOfUser } from '@/features/applications/api/applications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { findAppInfo, type AppInfo } from '../../api/deployments.js';
import { AppInfoModal, type ConfiguredVersion } from '../../components/app-info-modal.js';

/** The page sizes the publisher can choose (doc 2: 'Display {num} rows'). */
const PAGE_SIZES = [10, 20, 50] as const;

/** One row: a version of one of the caller's applications. */
interface VersionRow extends ConfiguredVersion {
  readonly id: string;
  readonly status: string;
}

/**
 * `/console/app-config-condition` (doc 2: the publisher-side app config page with selectable rows per page): every
 * version of the applications the caller publishes, with its deployment information (`app/findAppInfo`: how it
 * runs, url, container port, JDK, Jenkins and GitLab projects), edited per version (`app/saveInfo`). The information
 * is read for the rows of the page shown; the page size is chosen as 'Display {num} rows'.
 */
export default function AppConfigConditionPage() {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const userId = useSession().data?.me.id;
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [editing, setEditing] = useState<VersionRow>();
  const apps = useLoad(userId, (signal) => getApplicationsOfUser(userId!, signal));
  const rows: VersionRow[] = (apps.data ?? []).flatMap((app) =>
    app.majorVersionList.flatMap((major) =>
      major.minorVersionList.map((minor) => ({
        id: minor.id,
        appId: app.id,
        appName: app.name,
        majorId: major.id,
        versionId: minor.id,
        version: minor.version,
        status: minor.status.code,
      })),
    ),
  );
  const { items, collectionProps, paginationProps } = useCollection(rows, {
    filtering: { empty: <TableEmpty text={t('deployments.config.empty')} /> },
    pagination: { pageSize },
    sorting: {},
  });
  const shownKey = items.length ? items.map((row) => row.id).join(',') : undefined;
  const infos = useLoad(shownKey, async (signal) => {
    const found = await Promise.all(items.map((row) => findAppInfo(row.appId, row.versionId, signal)));
    return new Map(items.map((row, index) => [row.id, found[index] ?? null]));
  });
  const infoOf = (row: VersionRow): AppInfo | null | undefined => infos.data?.get(row.id);
  const text = (row: VersionRow, field: 'url' | 'jdk' | 'jenkinsProject' | 'gitlabProject') => {
    const info = infoOf(row);
    return info === null ? t('deployments.config.notSaved') : orDash(info?.[field]);
  };
  const statusName = (code: string) => {
    const names = APP_STATUS_NAMES[code as AppStatusCode];
    return names ? (locale === 'en' ? names.en : names.cn) : code;
  };
  const columns: TableProps.ColumnDefinition<VersionRow>[] = [
    { id: 'app', header: t('deployments.config.app'), cell: (row) => row.appName, sortingField: 'appName' },
    {
      id: 'version',
      header: t('deployments.config.version'),
      cell: (row) => `${row.version} · ${statusName(row.status)}`,
    },
    {
      id: 'releaseMode',
      header: t('deployments.config.releaseMode'),
      cell: (row) => {
        const mode = infoOf(row)?.releaseMode;
        return mode === 'external' || mode === 'static' || mode === 'jar' || mode === 'image'
          ? t(`deployments.mode.${mode}`)
          : orDash(mode);
      },
    },
    { id: 'url', header: t('deployments.config.url'), cell: (row) => text(row, 'url') },
    {
      id: 'containerPort',
      header: t('deployments.config.containerPort'),
      cell: (row) => orDash(infoOf(row)?.containerPort),
    },
    { id: 'jdk', header: t('deployments.config.jdk'), cell: (row) => text(row, 'jdk') },
    {
      id: 'jenkinsProject',
      header: t('deployments.config.jenkinsProject'),
      cell: (row) => text(row, 'jenkinsProject'),
    },
    { id: 'gitlabProject', header: t('deployments.config.gitlabProject'), cell: (row) => text(row, 'gitlabProject') },
    { id: 'updatedAt', header: t('deployments.config.updatedAt'), cell: (row) => dateTime(infoOf(row)?.updatedAt) },
    {
      id: 'actions',
      header: t('app.rowActions'),
      cell: (row) => (
        <Button
          variant="inline-link"
          disabled={infos.data === undefined}
          ariaLabel={`${t('deployments.config.edit')} ${row.appName} ${row.version}`}
          data-testid={`deployments-config-edit-${row.id}`}
          onClick={() => setEditing(row)}
        >
          {t('deployments.config.edit')}
        </Button>
      ),
    },
  ];
  const preferences = useTablePreferences('app-config-table', columnsOf(columns, 'app'), [
    'jenkinsProject',
    'gitlabProject',
    'updatedAt',
  ]);
  const pageSizeOptions = PAGE_SIZES.map((size) => ({
    value: String(size),
    label: t('deployments.config.rows', { num: size }),
  }));
  return (
    <ScreenLayout title={t('deployments.config.title')} description={t('deployments.config.description')}>
      <SpaceBetween size="l">
        {apps.error || infos.error ? (
          <Alert type="error">{t('deployments.load.failed', { message: messageOf(apps.error ?? infos.error) })}</Alert>
        ) : null}
        <Table
          {...collectionProps}
          {...preferences.tableProps}
          preferences={preferences.preferences}
          data-testid="app-config-table"
          items={items}
          trackBy="id"
          loading={apps.loading && !apps.data}
          loadingText={t('app.loading')}
          columnDefinitions={columns}
          header={<Header counter={`(${rows.length})`}>{t('deployments.config.table')}</Header>}
          filter={
            <Select
              data-testid="app-config-page-size"
              ariaLabel={t('deployments.config.pageSize')}
              selectedOption={pageSizeOptions.find((option) => option.value === String(pageSize)) ?? null}
              options={pageSizeOptions}
              onChange={({ detail }) => setPageSize(Number(detail.selectedOption.value))}
            />
          }
          pagination={<Pagination {...paginationProps} />}
        />
      </SpaceBetween>
      {editing ? (
        <AppInfoModal
          target={editing}
          info={infoOf(editing)}
          onDismiss={() => setEditing(undefined)}
          onSaved={() => {
            notify({
              type: 'success',
              content: t('deployments.config.saved', { name: editing.appName, version: editing.version }),
            });
            setEditing(undefined);
            infos.reload();
          }}
        />
      ) : null}
    </ScreenLayout>
  );
}
