import '../../messages/tenancy-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { CopyableId } from '@/components/copyable-id.js';
import { formatFen, useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { useCursorList, type CursorListState } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  auditSpace,
  auditVersion,
  getSpacesForVerifyPage,
  getVersionsForVerifyPage,
  type Namespace,
  type NamespaceVersion,
} from '../../api/tenancy.js';

/** What a decision queue's confirmation says of a record. */
interface Confirmation {
  readonly header: string;
  readonly text: string;
}

/**
 * A queue of records waiting for a decision (spaces, version publications): the table read a page at a time, the
 * approve and reject buttons of the chosen row, the confirmation naming it, the result's toast, and the queue read
 * again after it.
 */
function DecisionQueue<T extends { id: string; name: string }>(props: {
  testId: string;
  title: string;
  emptyText: string;
  queue: CursorListState<T>;
  columns: TableProps.ColumnDefinition<T>[];
  preferences?: ReturnType<typeof useTablePreferences>;
  labels: { approve: string; reject: string };
  confirmation: (record: T, approve: boolean) => Confirmation;
  /** Decides; answers the result's text. */
  decide: (record: T, approve: boolean) => Promise<string>;
  failed: (record: T, failure: unknown) => string;
  onDecided: () => void;
}) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [selected, setSelected] = useState<T[]>([]);
  const [deciding, setDeciding] = useState<{ record: T; approve: boolean }>();
  const chosen = selected[0];
  const confirmation = deciding ? props.confirmation(deciding.record, deciding.approve) : undefined;
  const decide = async () => {
    if (!deciding) return;
    try {
      notify({ type: 'success', content: await props.decide(deciding.record, deciding.approve) });
    } catch (failure) {
      notify({ type: 'error', content: props.failed(deciding.record, failure) });
    } finally {
      setDeciding(undefined);
      setSelected([]);
      props.onDecided();
    }
  };
  const button = (approve: boolean) => (
    <Button
      variant={approve ? 'primary' : 'normal'}
      disabled={!chosen}
      data-testid={`${props.testId}-${approve ? 'approve' : 'reject'}`}
      onClick={() => chosen && setDeciding({ record: chosen, approve })}
    >
      {approve ? props.labels.approve : props.labels.reject}
    </Button>
  );
  return (
    <SpaceBetween size="m">
      {props.queue.error ? (
        <Alert type="error">{t('tenancy.load.failed', { message: messageOf(props.queue.error) })}</Alert>
      ) : null}
      <CatalogueTable
        testId={props.testId}
        title={props.title}
        records={props.queue.items}
        loading={props.queue.loading}
        loadingText={t('app.loading')}
        emptyText={props.emptyText}
        pageSize={10}
        selectionType="single"
        selected={selected}
        onSelectionChange={setSelected}
        more={props.queue}
        columns={props.columns}
        preferences={props.preferences}
        actions={
          <SpaceBetween size="xs" direction="horizontal">
            {button(true)}
            {button(false)}
          </SpaceBetween>
        }
      />
      {deciding && confirmation ? (
        <ConfirmModal
          header={confirmation.header}
          confirmText={deciding.approve ? props.labels.approve : props.labels.reject}
          onConfirm={decide}
          onDismiss={() => setDeciding(undefined)}
        >
          {confirmation.text}
        </ConfirmModal>
      ) : null}
    </SpaceBetween>
  );
}

/** The spaces waiting for audit, searched by part of the domain; approving puts one online, rejecting refunds it. */
function SpaceQueue() {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [round, setRound] = useState(0);
  const queue = useCursorList(`${search}#${round}`, (cursor, signal) => getSpacesForVerifyPage(search, cursor, signal));
  const planOf = (space: Namespace) => (locale === 'cn' ? space.quotaPlan.name : space.quotaPlan.enName);
  const amountOf = (space: Namespace) => formatFen(space.amountFen, locale);
  const columns: TableProps.ColumnDefinition<Namespace>[] = [
    {
      id: 'name',
      header: t('tenancy.field.domain'),
      cell: (space) => (
        <SpaceBetween size="xxxs">
          {space.name}
          <CopyableId id={space.id} label={t('app.id')} />
        </SpaceBetween>
      ),
    },
    { id: 'enterprise', header: t('tenancy.field.enterprise'), cell: (space) => space.enterpriseName },
    { id: 'plan', header: t('tenancy.field.plan'), cell: planOf },
    { id: 'period', header: t('tenancy.field.period'), cell: (space) => space.period },
    { id: 'amount', header: t('tenancy.field.amount'), cell: (space) => `¥${amountOf(space)}` },
    { id: 'createdBy', header: t('tenancy.field.createdBy'), cell: (space) => space.createUserName },
    { id: 'createdAt', header: t('tenancy.field.createdAt'), cell: (space) => dateTime(space.createdAt) },
  ];
  const preferences = useTablePreferences('tenancy-verify-table', columnsOf(columns, 'name'), ['createdBy']);
  return (
    <SpaceBetween size="m">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <SpaceBetween size="xs" direction="horizontal">
          <Input
            data-testid="tenancy-verify-search"
            type="search"
            placeholder={t('tenancy.verify.search')}
            ariaLabel={t('tenancy.verify.search')}
            value={draft}
            onChange={({ detail }) => setDraft(detail.value)}
          />
          <Button data-testid="tenancy-verify-search-button">{t('tenancy.action.search')}</Button>
        </SpaceBetween>
      </form>
      <DecisionQueue
        testId="tenancy-verify"
        title={t('tenancy.verify.spacesTab')}
        emptyText={t('tenancy.verify.empty')}
        queue={queue}
        columns={columns}
        preferences={preferences}
        labels={{ approve: t('tenancy.verify.approve'), reject: t('tenancy.verify.reject') }}
        confirmation={(space, approve) =>
          approve
            ? {
                header: t('tenancy.verify.approveTitle'),
                text: t('tenancy.verify.approveText', {
                  name: space.name,
                  enterprise: space.enterpriseName,
                  plan: planOf(space),
                  months: space.period,
                }),
              }
            : {
                header: t('tenancy.verify.rejectTitle'),
                text: t('tenancy.verify.rejectText', {
                  name: space.name,
                  enterprise: space.enterpriseName,
                  amount: amountOf(space),
                }),
              }
        }
        decide={async (space, approve) => {
          await auditSpace(space.id, approve ? '2' : '0');
          return approve
            ? t('tenancy.verify.approved', { name: space.name })
            : t('tenancy.verify.rejected', { name: space.name, amount: amountOf(space) });
        }}
        failed={(space, failure) => t('tenancy.verify.failed', { name: space.name, message: messageOf(failure) })}
        onDecided={() => setRound((n) => n + 1)}
      />
    </SpaceBetween>
  );
}

/** The approved versions waiting to be published into the platform namespace. */
function VersionQueue() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const [round, setRound] = useState(0);
  const queue = useCursorList(`versions#${round}`, (cursor, signal) => getVersionsForVerifyPage(cursor, signal));
  const namesOf = (version: NamespaceVersion) => ({ name: version.name, version: version.version.version });
  const columns: TableProps.ColumnDefinition<NamespaceVersion>[] = [
    { id: 'name', header: t('tenancy.version.app'), cell: (version) => version.name },
    { id: 'version', header: t('tenancy.version.version'), cell: (version) => version.version.version },
    {
      id: 'namespace',
      header: t('tenancy.version.namespace'),
      cell: (version) => version.version.majorVersion.namespace.name,
    },
    { id: 'enterprise', header: t('tenancy.version.enterprise'), cell: (version) => version.enterpriseId },
    { id: 'queuedAt', header: t('tenancy.version.queuedAt'), cell: (version) => dateTime(version.createdAt) },
  ];
  return (
    <DecisionQueue
      testId="tenancy-version"
      title={t('tenancy.verify.versionsTab')}
      emptyText={t('tenancy.version.empty')}
      queue={queue}
      columns={columns}
      labels={{ approve: t('tenancy.version.publish'), reject: t('tenancy.version.reject') }}
      confirmation={(version, publish) => ({
        header: publish ? t('tenancy.version.publishTitle') : t('tenancy.version.rejectTitle'),
        text: t(publish ? 'tenancy.version.publishText' : 'tenancy.version.rejectText', namesOf(version)),
      })}
      decide={async (version, publish) => {
        await auditVersion(version.id, publish ? '2' : '0');
        return t(publish ? 'tenancy.version.published' : 'tenancy.version.rejected', namesOf(version));
      }}
      failed={(version, failure) => t('tenancy.version.failed', { ...namesOf(version), message: messageOf(failure) })}
      onDecided={() => setRound((n) => n + 1)}
    />
  );
}

/**
 * `/console/namespace-verify-page` (doc 2 §3, §4; auditors and platform administrators): the tenant spaces waiting
 * for audit with a search box — approving puts a space online with its plan's quota, rejecting refunds its rent —
 * and the approved versions waiting to be published into the platform namespace.
 */
export default function NamespaceVerifyPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('tenancy.verify.title')} description={t('tenancy.verify.description')}>
      <Tabs
        tabs={[
          { id: 'spaces', label: t('tenancy.verify.spacesTab'), content: <SpaceQueue /> },
          { id: 'versions', label: t('tenancy.verify.versionsTab'), content: <VersionQueue /> },
        ]}
      />
    </ScreenLayout>
  );
}
