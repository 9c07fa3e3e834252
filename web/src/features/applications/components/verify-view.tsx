import '../messages/applications-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import Textarea from '@cloudscape-design/components/textarea';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { messageOf } from '@/api/http-client.js';
import { FormModal } from '@/components/form-modal.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { PreReviewReport, ReviewSummary } from '@shared/schemas/application-responses.js';
import {
  changeStatus,
  getApplicationForVerify,
  getApplicationsForVerify,
  getVersionForVerify,
  getVersionsForVerify,
} from '../api/applications.js';

/** A row of the queue: an application or a version waiting for audit. */
interface QueueRow {
  id: string;
  name: string;
  detail: string;
  publisher: string;
  date: string;
}

type Kind = 'application' | 'version';

/**
 * The audit screens (doc 2 §2: `application-verify-platform`, `application-verify-management`): the queues of
 * applications and versions waiting for audit, searched by name; a chosen one shows its pre-review report (what
 * changed since the last approval, files, failed checks) and its audit history; approve, or reject with a reason.
 */
export function VerifyView() {
  const { t } = useI18n();
  const [kind, setKind] = useState<Kind>('application');
  const [selected, setSelected] = useState<QueueRow[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const queue = useLoad(kind, async (signal): Promise<QueueRow[]> =>
    kind === 'application'
      ? (await getApplicationsForVerify(signal)).map((app) => ({
          id: app.id,
          name: app.name,
          detail: app.code,
          publisher: app.createCompanyName || app.createUserName,
          date: app.updateDate,
        }))
      : (await getVersionsForVerify(signal)).map((version) => ({
          id: version.id,
          name: version.majorVersion.application.name,
          detail: version.version,
          publisher: version.releaseCompanyName || version.releaseUserName,
          date: version.releaseDate,
        })),
  );
  const chosen = selected[0];
  const detail = useLoad<{ reviews: ReviewSummary[]; preReview: PreReviewReport }>(
    chosen && `${kind}:${chosen.id}`,
    (signal) =>
      kind === 'application' ? getApplicationForVerify(chosen!.id, signal) : getVersionForVerify(chosen!.id, signal),
  );
  const { notify } = useNotifications();
  const decide = async (code: '2' | '0', reason?: string) => {
    if (!chosen) return;
    try {
      await changeStatus(kind, chosen.id, code, reason);
      notify({ type: 'success', content: code === '2' ? t('apps.status.done2') : t('apps.verify.rejected') });
      setSelected([]);
      queue.reload();
    } catch (failure) {
      notify({ type: 'error', content: t('apps.status.failed', { message: messageOf(failure) }) });
    }
  };
  const { items, collectionProps, filterProps } = useCollection(queue.data ?? [], {
    filtering: {
      empty: <TableEmpty text={t('apps.verify.empty')} />,
      noMatch: <TableEmpty text={t('apps.verify.empty')} />,
      filteringFunction: (row, text) => row.name.toLowerCase().includes(text.trim().toLowerCase()),
    },
  });
  const table = (
    <Table
      {...collectionProps}
      data-testid={`verify-${kind}-table`}
      items={items}
      trackBy="id"
      loading={queue.loading}
      loadingText={t('app.loading')}
      selectionType="single"
      selectedItems={selected}
      onSelectionChange={({ detail: change }) => setSelected(change.selectedItems)}
      ariaLabels={{ selectionGroupLabel: t('apps.verify.title'), itemSelectionLabel: (_, row) => row.name }}
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
      header={
        <Header
          counter={`(${queue.data?.length ?? 0})`}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button disabled={!chosen} data-testid="verify-approve" onClick={() => void decide('2')}>
                {t('apps.action.approve')}
              </Button>
              <Button disabled={!chosen} data-testid="verify-reject" onClick={() => setRejecting(true)}>
                {t('apps.action.reject')}
              </Button>
            </SpaceBetween>
          }
        >
          {kind === 'application' ? t('apps.verify.applications') : t('apps.verify.versions')}
        </Header>
      }
      columnDefinitions={[
        { id: 'name', header: t('apps.field.name'), cell: (row) => row.name },
        {
          id: 'detail',
          header: kind === 'application' ? t('apps.field.code') : t('apps.version.version'),
          cell: (row) => row.detail,
        },
        { id: 'publisher', header: t('apps.field.company'), cell: (row) => row.publisher },
        { id: 'date', header: t('apps.field.createDate'), cell: (row) => row.date.slice(0, 16).replace('T', ' ') },
      ]}
    />
  );
  const report = detail.data?.preReview;
  return (
    <ScreenLayout title={t('apps.verify.title')}>
      <SpaceBetween size="l">
        {queue.error ? <Alert type="error">{t('apps.load.failed', { message: messageOf(queue.error) })}</Alert> : null}
        <Tabs
          activeTabId={kind}
          onChange={({ detail: change }) => {
            setSelected([]);
            setKind(change.activeTabId as Kind);
          }}
          tabs={[
            { id: 'application', label: t('apps.verify.applications'), content: kind === 'application' ? table : null },
            { id: 'version', label: t('apps.verify.versions'), content: kind === 'version' ? table : null },
          ]}
        />
        {chosen && report ? (
          <Container header={<Header variant="h2">{t('apps.verify.preReview')}</Header>} data-testid="pre-review">
            <SpaceBetween size="m">
              <Box>
                <Box variant="h3">{t('apps.verify.changes')}</Box>
                {report.changes.length ? (
                  <ul>
                    {report.changes.map((change) => (
                      <li key={change.field}>
                        {change.field}: {change.before || '—'} → {change.after || '—'}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Box>{t('apps.verify.noChanges')}</Box>
                )}
                {report.plans.added.length ? (
                  <Box>{t('apps.verify.plansAdded', { names: report.plans.added.join(', ') })}</Box>
                ) : null}
                {report.authorities.added.length ? (
                  <Box>{t('apps.verify.authoritiesAdded', { names: report.authorities.added.join(', ') })}</Box>
                ) : null}
              </Box>
              <Box>
                <Box variant="h3">{t('apps.verify.files')}</Box>
                <ul>
                  {report.files.map((file) => (
                    <li key={`${file.kind}-${file.name}`}>
                      {file.kind}: {file.name} {file.present && file.withinLimit ? '✓' : '✗'}
                    </li>
                  ))}
                </ul>
              </Box>
              <Box>
                <Box variant="h3">{t('apps.verify.failedChecks')}</Box>
                {report.failedChecks.length ? (
                  <ul data-testid="failed-checks">
                    {report.failedChecks.map((check) => (
                      <li key={check}>{check}</li>
                    ))}
                  </ul>
                ) : (
                  <Box>{t('apps.verify.noFailures')}</Box>
                )}
              </Box>
              <Box>
                <Box variant="h3">{t('apps.verify.history')}</Box>
                <ul>
                  {(detail.data?.reviews ?? []).map((review) => (
                    <li key={review.id}>
                      {review.reviewedAt.slice(0, 16).replace('T', ' ')} {review.reviewerName}:{' '}
                      {review.decision === 'approved' ? t('apps.verify.approved') : t('apps.verify.rejected')}{' '}
                      {review.reason}
                    </li>
                  ))}
                </ul>
              </Box>
            </SpaceBetween>
          </Container>
        ) : null}
      </SpaceBetween>
      {rejecting ? (
        <RejectModal onDismiss={() => setRejecting(false)} onReject={(reason) => decide('0', reason)} />
      ) : null}
    </ScreenLayout>
  );
}

/** The reject dialog: a required reason, kept in the review history and shown to the publisher. */
function RejectModal(props: { onDismiss: () => void; onReject: (reason: string) => Promise<void> }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <FormModal
      header={t('apps.action.reject')}
      testId="verify-reject-modal"
      cancelText={t('apps.action.cancel')}
      submitText={t('apps.action.reject')}
      submitTestId="verify-reject-confirm"
      busy={busy}
      onDismiss={props.onDismiss}
      onSubmit={() => {
        setTried(true);
        if (!reason.trim()) return;
        setBusy(true);
        void props.onReject(reason.trim()).finally(() => {
          setBusy(false);
          props.onDismiss();
        });
      }}
    >
      <FormField
        label={t('apps.verify.reason')}
        errorText={tried && !reason.trim() ? t('apps.verify.reasonRequired') : undefined}
      >
        <Textarea data-testid="verify-reason" value={reason} onChange={({ detail }) => setReason(detail.value)} />
      </FormField>
    </FormModal>
  );
}
