import '../messages/deployments-messages.js';
import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { CopyableId } from '@/components/copyable-id.js';
import { useFormatting } from '@/components/formatting.js';
import { deployedAppPath } from '@/components/navigation-items.js';
import { LoadMoreFooter, type MoreToLoad } from '@/components/load-more.js';
import { RowActions, type RowAction } from '@/components/row-actions.js';
import { useFollow } from '@/components/router-link.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import type { CursorListState } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { DeploymentPage, DeploymentState, DeploymentSummary } from '../api/deployments.js';
import { deploymentDetailPath, useDeploymentActions } from './deployment-actions.js';
import { DeploymentStatus, STATE_TYPES, useUsageText } from './deployment-status.js';

/** The states the deployed-apps card counts, in the order it shows them (`bootingNum` is ours). */
const COUNTED: readonly { state: DeploymentState; count: keyof DeploymentPage }[] = [
  { state: 'running', count: 'runningNum' },
  { state: 'booting', count: 'bootingNum' },
  { state: 'stopped', count: 'stoppedNum' },
  { state: 'crashed', count: 'crashedNum' },
  { state: 'unknown', count: 'unknownNum' },
];

/** The deployed-apps card (spec doc 2: running, crashed, stopped and unknown counts), each with its indicator. */
export function DeploymentCounts(props: { page: DeploymentPage | undefined; description?: string }) {
  const { t } = useI18n();
  const { number } = useFormatting();
  return (
    <Container
      data-testid="deployments-counts"
      header={
        <Header variant="h2" description={props.description}>
          {t('deployments.apps.summary')}
        </Header>
      }
    >
      <KeyValuePairs
        columns={COUNTED.length}
        items={COUNTED.map(({ state, count }) => ({
          label: t(`deployments.state.${state}`),
          value: (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <StatusIndicator type={STATE_TYPES[state]} />
              <Box variant="awsui-value-large" data-testid={`deployments-count-${state}`}>
                {props.page ? number(props.page[count] as number) : '-'}
              </Box>
            </SpaceBetween>
          ),
        }))}
      />
    </Container>
  );
}

/**
 * The running apps' table (spec doc 2 "app status": name, status, CPU / memory / disk limits and use with their
 * units; ours the version with an upgrade offered, the validity's end, where it is visited), read a page at a time;
 * each row's actions come from `actionsOf`. `withSpace` adds the tenant space column (the platform's list).
 */
export function DeploymentsTable(props: {
  items: readonly DeploymentSummary[];
  loading: boolean;
  more: MoreToLoad;
  actionsOf: (deployment: DeploymentSummary) => RowAction[];
  withSpace?: boolean;
  filter?: ReactNode;
  empty: ReactNode;
  onRefresh: () => void;
}) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const follow = useFollow();
  const usage = useUsageText();
  const columns: TableProps.ColumnDefinition<DeploymentSummary>[] = [
    {
      id: 'name',
      header: t('deployments.field.name'),
      cell: (deployment) => (
        <SpaceBetween size="xxxs">
          <Link href={deploymentDetailPath(deployment.id)} onFollow={follow}>
            {deployment.name}
          </Link>
          <CopyableId id={deployment.id} label={t('deployments.field.deploymentId')} />
        </SpaceBetween>
      ),
    },
    {
      id: 'status',
      header: t('deployments.field.status'),
      cell: (deployment) => (
        <DeploymentStatus
          state={deployment.status}
          detail={deployment.statusDetail}
          testId={`deployments-status-${deployment.id}`}
        />
      ),
    },
    ...(props.withSpace
      ? [{ id: 'space', header: t('deployments.field.namespace'), cell: (d: DeploymentSummary) => d.namespace }]
      : []),
    {
      id: 'version',
      header: t('deployments.field.version'),
      cell: (deployment) => (
        <SpaceBetween size="xxxs">
          <span>{deployment.version}</span>
          {deployment.upgradeAvailable ? (
            <Badge color="blue">
              {t('deployments.apps.upgradeAvailable', { version: deployment.upgradeAvailable.version })}
            </Badge>
          ) : null}
        </SpaceBetween>
      ),
    },
    { id: 'cpu', header: t('deployments.field.cpu'), cell: (deployment) => usage(deployment, 'cpu') },
    { id: 'memory', header: t('deployments.field.memory'), cell: (deployment) => usage(deployment, 'memory') },
    { id: 'disk', header: t('deployments.field.disk'), cell: (deployment) => usage(deployment, 'disk') },
    { id: 'endsAt', header: t('deployments.field.endsAt'), cell: (deployment) => dateTime(deployment.endsAt) },
    {
      id: 'visit',
      header: t('deployments.field.visit'),
      cell: (deployment) => (
        <Link href={deployedAppPath(deployment.id)} onFollow={follow}>
          {t('deployments.apps.open')}
        </Link>
      ),
    },
    {
      id: 'actions',
      header: t('app.rowActions'),
      cell: (deployment) => (
        <RowActions
          name={deployment.name}
          actions={props.actionsOf(deployment)}
          testId={`deployments-actions-${deployment.id}`}
        />
      ),
    },
  ];
  const preferences = useTablePreferences(
    props.withSpace ? 'platform-deployments-table' : 'deployments-table',
    columnsOf(columns, 'name'),
    ['disk'],
  );
  return (
    <Table
      {...preferences.tableProps}
      preferences={preferences.preferences}
      data-testid="deployments-table"
      variant="container"
      items={[...props.items]}
      trackBy="id"
      loading={props.loading}
      loadingText={t('app.loading')}
      filter={props.filter}
      empty={props.empty}
      columnDefinitions={columns}
      footer={<LoadMoreFooter list={props.more} testId="deployments-load-more" />}
      header={
        <Header
          counter={`(${props.items.length}${props.more.hasMore ? '+' : ''})`}
          actions={<Button iconName="refresh" ariaLabel={t('deployments.action.refresh')} onClick={props.onRefresh} />}
        >
          {t('deployments.apps.table')}
        </Header>
      }
    />
  );
}

/** An empty list: what it means, and where to go from there (the market, to buy an app). */
export function DeploymentsEmpty(props: { text: string; action?: ReactNode }) {
  return (
    <Box textAlign="center" color="inherit">
      <SpaceBetween size="s">
        <b>{props.text}</b>
        {props.action}
      </SpaceBetween>
    </Box>
  );
}

/**
 * A running-apps screen's content: a failure to load, the deployed-apps card, the table with each row's actions
 * (`useDeploymentActions`, the list read again after each), and the confirmation they open.
 */
export function RunningApps(props: {
  list: CursorListState<DeploymentSummary>;
  counts: DeploymentPage | undefined;
  countsDescription?: string;
  withSpace?: boolean;
  filter?: ReactNode;
  empty: ReactNode;
}) {
  const { t } = useI18n();
  const { list } = props;
  const actions = useDeploymentActions(() => list.reload());
  return (
    <>
      <SpaceBetween size="l">
        {list.error ? (
          <Alert type="error">{t('deployments.load.failed', { message: messageOf(list.error) })}</Alert>
        ) : null}
        <DeploymentCounts page={props.counts} description={props.countsDescription} />
        <DeploymentsTable
          withSpace={props.withSpace}
          items={list.items}
          loading={list.loading && !list.items.length}
          more={list}
          actionsOf={actions.actionsOf}
          onRefresh={list.reload}
          filter={props.filter}
          empty={props.empty}
        />
      </SpaceBetween>
      {actions.dialog}
    </>
  );
}
