import '../../messages/grants-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { APP_CODE_PATTERN, AUTH_CODE_PATTERN, GRANT_PAGE_SIZES } from '@shared/constants/grant-rules.js';
import { NIL_ID } from '@shared/constants/ids.js';
import {
  decideAuth,
  getEnterpriseAuths,
  listPendingAuths,
  requestAuths,
  type EnterpriseAuth,
} from '../../api/grants.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting, type Formatting } from '@/components/formatting.js';
import { useSession } from '@/session/session-context.js';
import { fieldErrorsOf, statusOf } from '@/api/http-client.js';
import { StateBadge } from '../../components/state-badge.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { LoadFailedAlert } from '../../components/load-failed-alert.js';
import { DecisionModal } from '../../components/decision-modal.js';
import { GrantsTable } from '../../components/grants-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import type { TableProps } from '@cloudscape-design/components/table';

/**
 * `/console/company-privilege` (our design, docs/privilege-applications.md).
 * In an enterprise: the application privileges granted to it and its
 * requests, with Apply (`POST /api-user/authWithEnterprises`). In the
 * platform's own context: the platform's queue of pending enterprise
 * authorisations (`GET /api-user/pendingAuths`) to grant or reject.
 */
export default function CompanyPrivilegePage() {
  const { t } = useI18n();
  const session = useSession();
  const enterpriseId = session.data?.currentEnterprise?.id;
  if (!session.data) return null;
  return (
    <ScreenLayout title={t('grants.company.title')}>
      {!enterpriseId ? (
        <Alert type="info">{t('grants.company.noEnterprise')}</Alert>
      ) : enterpriseId === NIL_ID ? (
        <PendingAuths />
      ) : (
        <EnterpriseAuthsView enterpriseId={enterpriseId} />
      )}
    </ScreenLayout>
  );
}

const columns = (t: ReturnType<typeof useI18n>['t'], dateTime: Formatting['dateTime']) => ({
  appCode: { id: 'appCode', header: t('grants.field.appCode'), cell: (a: EnterpriseAuth) => a.appCode },
  authList: { id: 'authList', header: t('grants.field.authList'), cell: (a: EnterpriseAuth) => a.authList.join(', ') },
  createdAt: {
    id: 'createdAt',
    header: t('grants.field.createdAt'),
    cell: (a: EnterpriseAuth) => dateTime(a.createdAt),
  },
  applicant: { id: 'applicant', header: t('grants.field.applicant'), cell: (a: EnterpriseAuth) => a.applicantName },
});

/** The enterprise's grants and requests, with the Apply dialog. */
function EnterpriseAuthsView({ enterpriseId }: { enterpriseId: string }) {
  const { t } = useI18n();
  const [applying, setApplying] = useState(false);
  const auths = useLoad(enterpriseId, (signal) => getEnterpriseAuths(enterpriseId, signal));
  const { dateTime } = useFormatting();
  const column = columns(t, dateTime);
  const tableColumns: TableProps.ColumnDefinition<EnterpriseAuth>[] = [
    column.appCode,
    column.authList,
    { id: 'state', header: t('grants.field.state'), cell: (a) => <StateBadge state={a.state} /> },
    column.applicant,
    column.createdAt,
    { id: 'decisionReason', header: t('grants.field.decisionReason'), cell: (a) => a.decisionReason ?? '-' },
  ];
  const preferences = useTablePreferences('enterprise-auth-requests', columnsOf(tableColumns, 'appCode'));
  return (
    <SpaceBetween size="l">
      <LoadFailedAlert error={auths.error} />
      <GrantsTable
        data-testid="enterprise-grants"
        items={auths.data?.grants ?? []}
        trackBy="appCode"
        loading={auths.loading}
        columnDefinitions={[
          { id: 'appCode', header: t('grants.field.appCode'), cell: (g) => g.appCode },
          { id: 'authList', header: t('grants.field.authList'), cell: (g) => g.authList.join(', ') },
          { id: 'updatedAt', header: t('grants.field.updatedAt'), cell: (g) => dateTime(g.updatedAt) },
        ]}
        header={
          <Header
            counter={`(${auths.data?.grants.length ?? 0})`}
            actions={
              <Button variant="primary" data-testid="request-auths" onClick={() => setApplying(true)}>
                {t('grants.action.apply')}
              </Button>
            }
          >
            {t('grants.company.grantsHeader')}
          </Header>
        }
      />
      <GrantsTable
        {...preferences.tableProps}
        preferences={preferences.preferences}
        data-testid="enterprise-auth-requests"
        items={auths.data?.requests ?? []}
        trackBy="id"
        loading={auths.loading}
        columnDefinitions={tableColumns}
        header={
          <Header
            counter={`(${auths.data?.requests.length ?? 0})`}
            actions={<Button iconName="refresh" ariaLabel={t('grants.action.refresh')} onClick={auths.reload} />}
          >
            {t('grants.company.requestsHeader')}
          </Header>
        }
      />
      {applying ? (
        <RequestModal
          enterpriseId={enterpriseId}
          onClose={(sent) => {
            setApplying(false);
            if (sent) auths.reload();
          }}
        />
      ) : null}
    </SpaceBetween>
  );
}

/** The Apply dialog: an application code and its privileges (comma-separated), checked as the server checks them. */
function RequestModal({ enterpriseId, onClose }: { enterpriseId: string; onClose: (sent: boolean) => void }) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [appCode, setAppCode] = useState('');
  const [authText, setAuthText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const authList = [...new Set(authText.split(/[,，\s]+/).filter(Boolean))];

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!APP_CODE_PATTERN.test(appCode.trim())) local.appCode = t('grants.company.appCodeHint');
    if (authList.length === 0 || !authList.every((code) => AUTH_CODE_PATTERN.test(code))) {
      local.authList = t('grants.company.authListHint');
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await requestAuths([{ enterpriseId, appCode: appCode.trim(), authList }]);
      notify({ type: 'success', content: t('grants.toast.requested', { app: appCode.trim() }) });
      onClose(true);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors({
        appCode: fields['0.appCode'] ?? (statusOf(failure) === 409 ? t('grants.toast.alreadyRequested') : ''),
        authList: Object.entries(fields).find(([name]) => name.startsWith('0.authList'))?.[1] ?? '',
      });
      notify({
        type: 'error',
        content:
          statusOf(failure) === 409
            ? t('grants.toast.alreadyRequested')
            : `${t('grants.toast.requestFailed')}: ${(failure as Error).message}`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      data-testid="request-auths-modal"
      header={t('grants.company.applyTitle')}
      onDismiss={() => onClose(false)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={() => onClose(false)}>
              {t('grants.action.cancel')}
            </Button>
            <Button variant="primary" loading={busy} data-testid="request-auths-submit" onClick={() => void submit()}>
              {t('grants.action.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Form>
        <SpaceBetween size="m">
          <FormField
            label={t('grants.field.appCode')}
            constraintText={t('grants.company.appCodeHint')}
            errorText={errors.appCode || undefined}
          >
            <Input data-testid="request-app-code" value={appCode} onChange={({ detail }) => setAppCode(detail.value)} />
          </FormField>
          <FormField
            label={t('grants.field.authList')}
            constraintText={t('grants.company.authListHint')}
            errorText={errors.authList || undefined}
          >
            <Input
              data-testid="request-auth-list"
              value={authText}
              onChange={({ detail }) => setAuthText(detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </Modal>
  );
}

type Decision = { auth: EnterpriseAuth; approve: boolean };

/** The platform's queue of pending enterprise authorisations, by enterprise name. */
function PendingAuths() {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [name, setName] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [decision, setDecision] = useState<Decision>();
  const pageSize = GRANT_PAGE_SIZES[0];
  const page = useLoad(`${name.trim()}|${pageIndex}`, (signal) =>
    listPendingAuths(
      { ...(name.trim() ? { enterpriseName: name.trim() } : {}), page: pageIndex - 1, size: pageSize },
      signal,
    ),
  );
  const total = page.data?.totalElements ?? 0;
  const { dateTime } = useFormatting();
  const column = columns(t, dateTime);

  const decide = async ({ auth, approve }: Decision, reason?: string) => {
    try {
      await decideAuth(auth.id, approve ? { approve: true } : { approve: false, reason: reason ?? '' });
      notify({
        type: 'success',
        content: t(approve ? 'grants.toast.authApproved' : 'grants.toast.authRejected', {
          enterprise: auth.enterpriseName,
          app: auth.appCode,
        }),
      });
    } catch (failure) {
      notify({
        type: 'error',
        content: statusOf(failure) === 409 ? t('grants.toast.notPending') : t('grants.toast.decideFailed'),
      });
      if (!approve && statusOf(failure) === 400) throw failure;
    }
    setDecision(undefined);
    page.reload();
  };

  const tableColumns: TableProps.ColumnDefinition<NonNullable<typeof page.data>['content'][number]>[] = [
    { id: 'enterpriseName', header: t('grants.field.enterpriseName'), cell: (a) => a.enterpriseName },
    column.appCode,
    column.authList,
    column.applicant,
    column.createdAt,
    {
      id: 'actions',
      header: t('app.rowActions'),
      cell: (a) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="inline-link"
            data-testid={`approve-auth-${a.appCode}`}
            onClick={() => setDecision({ auth: a, approve: true })}
          >
            {t('grants.action.approve')}
          </Button>
          <Button
            variant="inline-link"
            data-testid={`reject-auth-${a.appCode}`}
            onClick={() => setDecision({ auth: a, approve: false })}
          >
            {t('grants.action.reject')}
          </Button>
        </SpaceBetween>
      ),
    },
  ];
  const preferences = useTablePreferences('enterprise-auth-pending', columnsOf(tableColumns, 'enterpriseName'));
  return (
    <>
      <GrantsTable
        {...preferences.tableProps}
        preferences={preferences.preferences}
        data-testid="pending-auths"
        items={page.data?.content ?? []}
        trackBy="id"
        loading={page.loading}
        columnDefinitions={tableColumns}
        filter={
          <TextFilter
            filteringText={name}
            filteringPlaceholder={t('grants.company.searchEnterprise')}
            onChange={({ detail }) => {
              setName(detail.filteringText);
              setPageIndex(1);
            }}
          />
        }
        header={<Header counter={`(${total})`}>{t('grants.company.pendingHeader')}</Header>}
        pagination={
          <ServerPagination pageIndex={pageIndex} total={total} pageSize={pageSize} onChange={setPageIndex} />
        }
      />
      {decision ? (
        <DecisionModal
          approve={decision.approve}
          text={
            decision.approve
              ? t('grants.company.approveText', {
                  enterprise: decision.auth.enterpriseName,
                  app: decision.auth.appCode,
                  auths: decision.auth.authList.join(', '),
                })
              : t('grants.company.rejectText', { enterprise: decision.auth.enterpriseName, app: decision.auth.appCode })
          }
          onDecide={(reason) => decide(decision, reason)}
          onDismiss={() => setDecision(undefined)}
        />
      ) : null}
    </>
  );
}
