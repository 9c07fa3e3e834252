import '../messages/grants-messages.js';
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import {
  GRANT_PAGE_SIZES,
  ROLE_APPLICATION_STATES,
  type ApplicationScope,
  type RoleApplicationState,
} from '@shared/constants/grant-rules.js';
import { NIL_ID } from '@shared/constants/ids.js';
import { decideApplication, listApplicationsToReview, type RoleApplication } from '../api/grants.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { useSession } from '@/session/session-context.js';
import { statusOf } from '@/api/http-client.js';
import { roleLabel } from './apply-roles-view.js';
import { StateBadge } from './state-badge.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { LoadFailedAlert } from './load-failed-alert.js';
import { DecisionModal } from './decision-modal.js';
import { GrantsTable } from './grants-table.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import type { TableProps } from '@cloudscape-design/components/table';

type Decision = { application: RoleApplication; approve: boolean };

/**
 * The review queue of role applications: the current enterprise's
 * (employee-verify-user-role) or the platform's (verify-user-role). Pending
 * by default, other states for the record; search by username; approve after
 * a confirmation, reject with a reason. The server gives the role in the
 * approving transaction and refuses a second decision (409).
 */
export function ReviewApplicationsView({ scope }: { scope: ApplicationScope }) {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const session = useSession();
  const enterpriseId = scope === 'platform' ? NIL_ID : session.data?.currentEnterprise?.id;
  const [state, setState] = useState<RoleApplicationState>('PENDING');
  const [username, setUsername] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [decision, setDecision] = useState<Decision>();
  const pageSize = GRANT_PAGE_SIZES[0];
  const page = useLoad(enterpriseId && `${enterpriseId}|${state}|${username.trim()}|${pageIndex}`, (signal) =>
    listApplicationsToReview(
      enterpriseId!,
      { state, ...(username.trim() ? { username: username.trim() } : {}), page: pageIndex - 1, size: pageSize },
      signal,
    ),
  );
  const total = page.data?.totalElements ?? 0;

  const decide = async ({ application, approve }: Decision, reason?: string) => {
    try {
      await decideApplication(
        application.enterpriseId,
        application.id,
        approve ? { approve: true } : { approve: false, reason: reason ?? '' },
      );
      notify({
        type: 'success',
        content: t(approve ? 'grants.toast.approved' : 'grants.toast.rejected', {
          role: roleLabel({ name: application.roleName, nameEn: application.roleNameEn }, locale),
          user: application.username,
        }),
      });
      setDecision(undefined);
      page.reload();
    } catch (failure) {
      notify({
        type: 'error',
        content:
          statusOf(failure) === 409
            ? t('grants.toast.notPending')
            : `${t('grants.toast.decideFailed')}: ${(failure as Error).message}`,
      });
      if (approve || statusOf(failure) !== 400) {
        setDecision(undefined);
        page.reload();
      } else {
        throw failure;
      }
    }
  };

  const columns: TableProps.ColumnDefinition<RoleApplication>[] = [
    { id: 'username', header: t('grants.field.applicant'), cell: (a) => a.username },
    {
      id: 'role',
      header: t('grants.field.role'),
      cell: (a) => roleLabel({ name: a.roleName, nameEn: a.roleNameEn }, locale),
    },
    { id: 'reason', header: t('grants.field.reason'), cell: (a) => a.reason },
    { id: 'createdAt', header: t('grants.field.createdAt'), cell: (a) => dateTime(a.createdAt) },
    { id: 'state', header: t('grants.field.state'), cell: (a) => <StateBadge state={a.state} /> },
    {
      id: 'decision',
      header: t('grants.field.decider'),
      cell: (a) => (a.deciderName ? `${a.deciderName} ${dateTime(a.decidedAt)}` : '-'),
    },
    {
      id: 'actions',
      header: t('app.rowActions'),
      cell: (a) =>
        a.state === 'PENDING' ? (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="inline-link"
              data-testid={`approve-${a.username}`}
              onClick={() => setDecision({ application: a, approve: true })}
            >
              {t('grants.action.approve')}
            </Button>
            <Button
              variant="inline-link"
              data-testid={`reject-${a.username}`}
              onClick={() => setDecision({ application: a, approve: false })}
            >
              {t('grants.action.reject')}
            </Button>
          </SpaceBetween>
        ) : (
          (a.decisionReason ?? null)
        ),
    },
  ];
  const preferences = useTablePreferences('role-applications-review', columnsOf(columns, 'username'));
  return (
    <ContentLayout
      header={
        <Header variant="h1">
          {t(scope === 'platform' ? 'grants.review.platformTitle' : 'grants.review.enterpriseTitle')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <LoadFailedAlert error={page.error} />
        <SegmentedControl
          selectedId={state}
          onChange={({ detail }) => {
            setState(detail.selectedId as RoleApplicationState);
            setPageIndex(1);
          }}
          options={ROLE_APPLICATION_STATES.map((s) => ({ id: s, text: t(`grants.state.${s}`) }))}
        />
        <GrantsTable
          {...preferences.tableProps}
          preferences={preferences.preferences}
          data-testid="applications-to-review"
          items={page.data?.content ?? []}
          trackBy="id"
          loading={page.loading}
          columnDefinitions={columns}
          filter={
            <TextFilter
              filteringText={username}
              filteringPlaceholder={t('grants.list.search')}
              onChange={({ detail }) => {
                setUsername(detail.filteringText);
                setPageIndex(1);
              }}
            />
          }
          header={
            <Header
              counter={`(${total})`}
              actions={<Button iconName="refresh" ariaLabel={t('grants.action.refresh')} onClick={page.reload} />}
            >
              {t(`grants.state.${state}`)}
            </Header>
          }
          pagination={
            <ServerPagination pageIndex={pageIndex} total={total} pageSize={pageSize} onChange={setPageIndex} />
          }
        />
      </SpaceBetween>
      {decision ? (
        <DecisionModal
          approve={decision.approve}
          text={t(decision.approve ? 'grants.review.approveText' : 'grants.review.rejectText', {
            role: roleLabel({ name: decision.application.roleName, nameEn: decision.application.roleNameEn }, locale),
            user: decision.application.username,
          })}
          onDecide={(reason) => decide(decision, reason)}
          onDismiss={() => setDecision(undefined)}
        />
      ) : null}
    </ContentLayout>
  );
}
