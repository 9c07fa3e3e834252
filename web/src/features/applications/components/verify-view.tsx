import '../messages/applications-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import Textarea from '@cloudscape-design/components/textarea';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import type { MessageKey } from '@/i18n/messages.js';
import {
  changeStatus,
  getApplicationForVerify,
  getApplicationsForVerify,
  getVersionForVerify,
  getVersionsForVerify,
  type ApplicationForVerify,
  type VersionForVerify,
} from '../api/applications.js';
import { PreReviewReportView, ReviewHistory } from './pre-review-report.js';
import { ReviewSubject } from './review-subject.js';

/** A row of the queue: an application or a version waiting for audit. */
interface QueueRow {
  id: string;
  name: string;
  detail: string;
  publisher: string;
  date: string;
}

type Kind = 'application' | 'version';

/** The record whose detail shows: the one chosen in the queue, kept after the decision so its result stays. */
interface Focus extends QueueRow {
  kind: Kind;
  /** The version number when a version is reviewed. */
  version?: string;
}

/** A decision made on this screen: shown above the record's detail until another is chosen. */
interface Outcome {
  focus: Focus;
  decision: 'approved' | 'rejected';
}

/** The feedback of a decision, with the record's name (and version). */
const outcomeTexts: Record<Kind, Record<Outcome['decision'], MessageKey>> = {
  application: { approved: 'apps.verify.appApproved', rejected: 'apps.verify.appRejected' },
  version: { approved: 'apps.verify.versionApproved', rejected: 'apps.verify.versionRejected' },
};

/**
 * The audit screens (doc 2 §2: `application-verify-platform`, `application-verify-management`): the queues of
 * applications and versions waiting for audit, searched by name. A chosen one shows as a buyer will see it (logo,
 * description, plans, screenshots, documents), with its pre-review report (what changed since the last approval,
 * field by field, or that it never was; files; failed checks) and its audit history. Approve and reject each ask
 * first, saying what will happen (a rejection with its required reason); afterwards the record's detail stays with
 * the result, its new status and the history, until another is chosen.
 */
export function VerifyView() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const [kind, setKind] = useState<Kind>('application');
  const [selected, setSelected] = useState<QueueRow[]>([]);
  const [focus, setFocus] = useState<Focus>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [asking, setAsking] = useState<'approve' | 'reject'>();
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
  const detail = useLoad<ApplicationForVerify | VersionForVerify>(focus && `${focus.kind}:${focus.id}`, (signal) =>
    focus!.kind === 'application' ? getApplicationForVerify(focus!.id, signal) : getVersionForVerify(focus!.id, signal),
  );
  const choose = (rows: QueueRow[]) => {
    setSelected(rows);
    setOutcome(undefined);
    const row = rows[0];
    setFocus(row && { ...row, kind, ...(kind === 'version' ? { version: row.detail } : {}) });
  };
  /** The record's name in texts: the application's, with the version number for a version. */
  const named = (target: Focus) => ({ name: target.name, version: target.version ?? '' });
  const decide = async (decision: Outcome['decision'], reason?: string) => {
    if (!focus) return;
    try {
      await changeStatus(focus.kind, focus.id, decision === 'approved' ? '2' : '0', reason);
      notify({ type: 'success', content: t(outcomeTexts[focus.kind][decision], named(focus)) });
      setOutcome({ focus, decision });
      setSelected([]);
      queue.reload();
      detail.reload();
    } catch (failure) {
      notify({ type: 'error', content: t('apps.status.failed', { message: messageOf(failure) }) });
    } finally {
      setAsking(undefined);
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
      wrapLines
      {...collectionProps}
      data-testid={`verify-${kind}-table`}
      items={items}
      trackBy="id"
      loading={queue.loading}
      loadingText={t('app.loading')}
      selectionType="single"
      selectedItems={selected}
      onSelectionChange={({ detail: change }) => choose(change.selectedItems)}
      ariaLabels={{ selectionGroupLabel: t('apps.verify.title'), itemSelectionLabel: (_, row) => row.name }}
      filter={
        <TextFilter
          {...filterProps}
          onChange={(event) => {
            choose([]);
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
              <Button disabled={!chosen} data-testid="verify-approve" onClick={() => setAsking('approve')}>
                {t('apps.action.approve')}
              </Button>
              <Button disabled={!chosen} data-testid="verify-reject" onClick={() => setAsking('reject')}>
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
        { id: 'date', header: t('apps.field.createDate'), cell: (row) => dateTime(row.date) },
      ]}
    />
  );
  const shown = detail.data && focus ? detail.data : undefined;
  const fullName = focus && (focus.version ? `${focus.name} ${focus.version}` : focus.name);
  return (
    <ScreenLayout title={t('apps.verify.title')}>
      <SpaceBetween size="l">
        {queue.error ? <Alert type="error">{t('apps.load.failed', { message: messageOf(queue.error) })}</Alert> : null}
        <Tabs
          activeTabId={kind}
          onChange={({ detail: change }) => {
            choose([]);
            setKind(change.activeTabId as Kind);
          }}
          tabs={[
            { id: 'application', label: t('apps.verify.applications'), content: kind === 'application' ? table : null },
            { id: 'version', label: t('apps.verify.versions'), content: kind === 'version' ? table : null },
          ]}
        />
        {outcome ? (
          <Alert
            type="success"
            data-testid="verify-outcome"
            header={t(outcomeTexts[outcome.focus.kind][outcome.decision], named(outcome.focus))}
          >
            {t('apps.verify.outcomeHint')}
          </Alert>
        ) : null}
        {detail.error ? (
          <Alert type="error">{t('apps.load.failed', { message: messageOf(detail.error) })}</Alert>
        ) : null}
        {shown ? (
          <>
            {'application' in shown ? (
              <ReviewSubject application={shown.application} />
            ) : (
              <ReviewSubject version={shown.version} />
            )}
            <PreReviewReportView report={shown.preReview} kind={focus!.kind} />
            <ReviewHistory reviews={shown.reviews} />
          </>
        ) : null}
      </SpaceBetween>
      {asking === 'approve' && focus && fullName ? (
        <ConfirmModal
          header={t('apps.verify.approveTitle', { name: fullName })}
          confirmText={t('apps.action.approve')}
          onDismiss={() => setAsking(undefined)}
          onConfirm={() => decide('approved')}
        >
          {focus.kind === 'application'
            ? t('apps.verify.approveApplicationText', { name: fullName })
            : t('apps.verify.approveVersionText', { name: fullName })}
        </ConfirmModal>
      ) : null}
      {asking === 'reject' && fullName ? (
        <RejectModal
          name={fullName}
          onDismiss={() => setAsking(undefined)}
          onReject={(reason) => decide('rejected', reason)}
        />
      ) : null}
    </ScreenLayout>
  );
}

/** The reject dialog: what a rejection does, and a required reason, kept in the history and shown to the publisher. */
function RejectModal(props: { name: string; onDismiss: () => void; onReject: (reason: string) => Promise<void> }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  return (
    <ConfirmModal
      header={t('apps.verify.rejectTitle', { name: props.name })}
      confirmText={t('apps.action.reject')}
      onDismiss={props.onDismiss}
      onConfirm={async () => {
        setTried(true);
        if (reason.trim()) await props.onReject(reason.trim());
      }}
    >
      <SpaceBetween size="m">
        <Box>{t('apps.verify.rejectText', { name: props.name })}</Box>
        <FormField
          label={t('apps.verify.reason')}
          errorText={tried && !reason.trim() ? t('apps.verify.reasonRequired') : undefined}
        >
          <Textarea data-testid="verify-reason" value={reason} onChange={({ detail }) => setReason(detail.value)} />
        </FormField>
      </SpaceBetween>
    </ConfirmModal>
  );
}
