import '../../messages/deployments-messages.js';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { formatYuan, useFormatting } from '@/components/formatting.js';
import { deployedAppPath } from '@/components/navigation-items.js';
import { Loading } from '@/components/loading.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getDeployment, type DeploymentDetail, type DeploymentRevision } from '../../api/deployments.js';
import { NoDeploymentChosen, useDeploymentActions } from '../../components/deployment-actions.js';
import { DeploymentStatus, useUsageText } from '../../components/deployment-status.js';
import { isChanging, usePolling } from '../../components/use-deployment-list.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

/** How a revision's outcome reads as an indicator. */
const OUTCOME_TYPES: Record<DeploymentRevision['outcome'], StatusIndicatorProps.Type> = {
  pending: 'in-progress',
  succeeded: 'success',
  failed: 'error',
  returned: 'warning',
};

/** The deployment ledger: every revision (who, when, what, how it ended), with restore of an earlier success. */
function Revisions(props: {
  detail: DeploymentDetail;
  mayRestore: boolean;
  onRestore: (revision: DeploymentRevision) => void;
}) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const { deployment, revisions } = props.detail;
  const restorable = (revision: DeploymentRevision) =>
    revision.outcome === 'succeeded' && revision.revision !== deployment.revision;
  const columns: TableProps.ColumnDefinition<DeploymentRevision>[] = [
    {
      id: 'revision',
      header: t('deployments.field.revision'),
      cell: (revision) =>
        revision.revision === deployment.revision
          ? `${revision.revision} (${t('deployments.detail.current')})`
          : revision.revision,
    },
    {
      id: 'kind',
      header: t('deployments.detail.kind'),
      cell: (revision) => t(`deployments.kind.${revision.kind}`),
    },
    { id: 'version', header: t('deployments.field.version'), cell: (revision) => revision.version },
    { id: 'by', header: t('deployments.detail.by'), cell: (revision) => revision.byName },
    { id: 'at', header: t('deployments.detail.at'), cell: (revision) => dateTime(revision.at) },
    {
      id: 'outcome',
      header: t('deployments.detail.outcome'),
      cell: (revision) => (
        <span title={revision.detail}>
          <StatusIndicator type={OUTCOME_TYPES[revision.outcome]}>
            {t(`deployments.outcome.${revision.outcome}`)}
          </StatusIndicator>
        </span>
      ),
    },
    {
      id: 'restore',
      header: t('app.rowActions'),
      cell: (revision) =>
        props.mayRestore && restorable(revision) ? (
          <Button
            variant="inline-link"
            disabled={deployment.busy}
            data-testid={`deployments-restore-${revision.revision}`}
            onClick={() => props.onRestore(revision)}
          >
            {t('deployments.action.restore')}
          </Button>
        ) : null,
    },
  ];
  const preferences = useTablePreferences('deployment-revisions', columnsOf(columns, 'revision'));
  return (
    <Table
      {...preferences.tableProps}
      preferences={preferences.preferences}
      data-testid="deployments-revisions"
      variant="container"
      header={<Header counter={`(${revisions.length})`}>{t('deployments.detail.revisions')}</Header>}
      items={[...revisions].sort((a, b) => b.revision - a.revision)}
      trackBy="revision"
      empty={<TableEmpty text={t('deployments.detail.revisionsEmpty')} />}
      columnDefinitions={columns}
    />
  );
}

/** The purchases (and renewals) of the deployment: months, cost, the period bought, who, and the money's state. */
function Purchases(props: { detail: DeploymentDetail }) {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const columns: TableProps.ColumnDefinition<DeploymentDetail['purchases'][number]>[] = [
    { id: 'at', header: t('deployments.detail.at'), cell: (purchase) => dateTime(purchase.at) },
    {
      id: 'months',
      header: t('deployments.field.months'),
      cell: (purchase) =>
        t(purchase.renewal ? 'deployments.purchase.renewal' : 'deployments.months', { months: purchase.months }),
    },
    {
      id: 'cost',
      header: t('deployments.field.cost'),
      cell: (purchase) => t('deployments.yuan', { amount: formatYuan(purchase.cost, locale) }),
    },
    {
      id: 'validity',
      header: t('deployments.field.validity'),
      cell: (p) => t('deployments.range', { start: dateTime(p.startsAt), end: dateTime(p.endsAt) }),
    },
    { id: 'by', header: t('deployments.detail.by'), cell: (purchase) => purchase.byName },
    {
      id: 'state',
      header: t('deployments.field.status'),
      cell: (purchase) => t(`deployments.purchase.state.${purchase.state}`),
    },
  ];
  const preferences = useTablePreferences('deployment-purchases', columnsOf(columns, 'at'));
  return (
    <Table
      {...preferences.tableProps}
      preferences={preferences.preferences}
      data-testid="deployments-purchases"
      variant="container"
      header={<Header counter={`(${props.detail.purchases.length})`}>{t('deployments.detail.purchases')}</Header>}
      items={props.detail.purchases}
      trackBy="id"
      empty={<TableEmpty text={t('deployments.detail.purchasesEmpty')} />}
      columnDefinitions={columns}
    />
  );
}

/**
 * `/console/deployment-detail/{id}` (reached from the running apps): one deployed app — its state, version (with the
 * upgrade offered), limits and use, validity, where it is visited, its database (never the password) — with start,
 * stop, upgrade and delete; its ledger of revisions with restore of an earlier success, and its purchases. A failed
 * last deployment shows "部署失败" with why. Read again every few seconds while it boots or a saga runs.
 */
export default function DeploymentDetailPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const navigate = useNavigate();
  const follow = useFollow();
  const usage = useUsageText();
  const id = useParams().id;
  const state = useLoad(id, (signal) => getDeployment(id!, signal));
  const actions = useDeploymentActions((kind) => {
    if (kind === 'delete') void navigate('/console/space-apps-management');
    else state.reload();
  });
  const deployment = state.data?.deployment;
  usePolling(deployment !== undefined && isChanging(deployment), state.reload);

  if (!id) {
    return (
      <ScreenLayout title={t('deployments.detail.heading')}>
        <NoDeploymentChosen />
      </ScreenLayout>
    );
  }
  if (state.error && !state.data) {
    return (
      <ScreenLayout title={t('deployments.detail.heading')}>
        <Alert type="error">{t('deployments.load.failed', { message: messageOf(state.error) })}</Alert>
      </ScreenLayout>
    );
  }
  if (!state.data || !deployment) return <Loading />;
  const detail = state.data;
  const latest = [...detail.revisions].sort((a, b) => b.revision - a.revision)[0];
  const stopped = deployment.desiredState === 'stopped' || deployment.status === 'crashed';
  const buttons = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button href={deployedAppPath(deployment.id)} onFollow={follow} data-testid="deployments-detail-open">
        {t('deployments.action.open')}
      </Button>
      {actions.mayEdit && stopped ? (
        <Button
          disabled={deployment.busy}
          data-testid="deployments-detail-start"
          onClick={() => actions.start(deployment)}
        >
          {t('deployments.action.start')}
        </Button>
      ) : null}
      {actions.mayEdit && !stopped ? (
        <Button
          disabled={deployment.busy}
          data-testid="deployments-detail-stop"
          onClick={() => actions.ask({ kind: 'stop', deployment })}
        >
          {t('deployments.action.stop')}
        </Button>
      ) : null}
      {actions.mayEdit && deployment.upgradeAvailable ? (
        <Button
          disabled={deployment.busy}
          data-testid="deployments-detail-upgrade"
          onClick={() => actions.ask({ kind: 'upgrade', deployment })}
        >
          {t('deployments.action.upgrade')}
        </Button>
      ) : null}
      {actions.mayDelete ? (
        <Button
          disabled={deployment.busy}
          data-testid="deployments-detail-delete"
          onClick={() => actions.ask({ kind: 'delete', deployment })}
        >
          {t('deployments.action.delete')}
        </Button>
      ) : null}
    </SpaceBetween>
  );
  return (
    <ScreenLayout title={t('deployments.detail.title', { name: deployment.name })} description={deployment.visitUrl}>
      <SpaceBetween size="l">
        {latest?.outcome === 'failed' ? (
          <Alert type="error" header={t('deployments.detail.failed')} data-testid="deployments-failed">
            {latest.detail}
          </Alert>
        ) : latest?.outcome === 'returned' ? (
          <Alert type="warning">{t('deployments.detail.returned', { version: latest.version })}</Alert>
        ) : null}
        <Container header={<Header actions={buttons}>{t('deployments.detail.overview')}</Header>}>
          <KeyValuePairs
            data-testid="deployments-detail"
            columns={3}
            items={[
              {
                label: t('deployments.field.status'),
                value: (
                  <DeploymentStatus
                    state={deployment.status}
                    detail={deployment.statusDetail}
                    testId="deployments-detail-status"
                  />
                ),
              },
              {
                label: t('deployments.field.version'),
                value: deployment.upgradeAvailable
                  ? `${deployment.version} · ${t('deployments.apps.upgradeAvailable', { version: deployment.upgradeAvailable.version })}`
                  : deployment.version,
              },
              { label: t('deployments.field.namespace'), value: deployment.namespace },
              { label: t('deployments.field.cpu'), value: usage(deployment, 'cpu') },
              { label: t('deployments.field.memory'), value: usage(deployment, 'memory') },
              { label: t('deployments.field.disk'), value: usage(deployment, 'disk') },
              {
                label: t('deployments.field.validity'),
                value: t('deployments.range', {
                  start: dateTime(deployment.startsAt),
                  end: dateTime(deployment.endsAt),
                }),
              },
              { label: t('deployments.field.revision'), value: deployment.revision },
              { label: t('deployments.field.visit'), value: deployment.visitUrl },
            ]}
          />
        </Container>
        <Container header={<Header>{t('deployments.detail.database')}</Header>}>
          {detail.database ? (
            <KeyValuePairs
              columns={4}
              items={[
                { label: t('deployments.field.host'), value: detail.database.host },
                { label: t('deployments.field.port'), value: detail.database.port },
                { label: t('deployments.field.database'), value: detail.database.database },
                { label: t('deployments.field.username'), value: detail.database.username },
              ]}
            />
          ) : (
            t('deployments.detail.noDatabase')
          )}
        </Container>
        <Revisions
          detail={detail}
          mayRestore={actions.mayEdit}
          onRestore={(revision) => actions.ask({ kind: 'restore', deployment, revision })}
        />
        <Purchases detail={detail} />
      </SpaceBetween>
      {actions.dialog}
    </ScreenLayout>
  );
}
