import '../../messages/inbox-messages.js';
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import type { MessageKey } from '@/i18n/messages.js';
import {
  listCentreCategories,
  pageEnterpriseMessages,
  runEnterpriseAction,
  type EnterpriseAction,
  type EnterpriseCentreMessage,
} from '../../api/inbox.js';
import { useNotifications } from '@/components/notifications.js';
import { recordNames } from '@/components/record-names.js';
import { useLoad } from '@/components/use-load.js';
import { setUnreadCount } from '../../inbox/use-unread-count.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { useSession } from '@/session/session-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useReloadOnArrival } from '../../inbox/use-reload-on-arrival.js';
import { InboxTable } from '../../inbox/inbox-table.js';
import {
  ENTERPRISE_FILTERS,
  enterpriseActions,
  enterprisePageQuery,
  failureSeverity,
  messageText,
  pageAfterRemoval,
  type EnterpriseFilter,
} from '../../inbox/inbox-rules.js';
import { ENTERPRISE_MESSAGE_PAGE_SIZE } from '@shared/constants/inbox-rules.js';
import { ScreenLayout } from '@/components/screen-layout.js';

const ALL_CATEGORIES = '';

const ACTION_LABEL: Record<EnterpriseAction, MessageKey> = {
  read: 'inbox.action.markRead',
  unread: 'inbox.action.markUnread',
  collect: 'inbox.action.collect',
  uncollect: 'inbox.action.uncollect',
  delete: 'inbox.action.delete',
  undelete: 'inbox.action.restore',
  cleanup: 'inbox.action.cleanup',
};

const FILTER_LABEL: Record<EnterpriseFilter, MessageKey> = {
  all: 'inbox.enterprise.filter.all',
  unread: 'inbox.enterprise.filter.unread',
  collected: 'inbox.enterprise.filter.collected',
  recycle: 'inbox.enterprise.filter.recycle',
};

/** What each action did, naming the messages. */
const DONE: Record<EnterpriseAction, MessageKey> = {
  read: 'inbox.done.read',
  unread: 'inbox.done.unread',
  collect: 'inbox.done.collect',
  uncollect: 'inbox.done.uncollect',
  delete: 'inbox.done.delete',
  undelete: 'inbox.done.undelete',
  cleanup: 'inbox.done.cleanup',
};

/** The actions that ask first, with what they will do: moving to the recycle bin, and deleting for good. */
const CONFIRMED: Partial<Record<EnterpriseAction, { title: MessageKey; text: MessageKey }>> = {
  delete: { title: 'inbox.confirm.deleteTitle', text: 'inbox.confirm.recycleText' },
  cleanup: { title: 'inbox.confirm.cleanupTitle', text: 'inbox.confirm.cleanupText' },
};

/** Actions after which the selected messages leave the current view (the page may have to move back). */
const LEAVES_VIEW: Record<EnterpriseFilter, EnterpriseAction[]> = {
  all: ['delete'],
  unread: ['read', 'delete'],
  collected: ['uncollect', 'delete'],
  recycle: ['undelete', 'cleanup'],
};

/**
 * `/console/message-center-enterprise` (spec doc 1 §2, §8): the user's
 * messages in tabs by category, viewed whole, unread, collected or in the
 * recycle bin, 10 per page; mark read or unread, collect, uncollect, delete
 * to the recycle bin and delete permanently (each after a confirmation naming
 * the messages), restore.
 * A message arriving while the screen is open reloads the list.
 * Each action toasts success, a warning when the server refuses (4xx) or an
 * error (5xx, network), both with the server's message; success reloads the
 * list and sets the badge to the unread count the call answers.
 */
export default function MessageCenterEnterprisePage() {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const session = useSession();
  const userId = session.data?.me.id;
  const enterpriseId = session.data?.currentEnterprise?.id;
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [filter, setFilter] = useState<EnterpriseFilter>('all');
  const [pageIndex, setPageIndex] = useState(1);
  const [selected, setSelected] = useState<EnterpriseCentreMessage[]>([]);
  const [running, setRunning] = useState<EnterpriseAction>();
  const [confirming, setConfirming] = useState<EnterpriseAction>();

  const categories = useLoad(userId && `categories|${enterpriseId ?? ''}`, (signal) =>
    listCentreCategories(enterpriseId, signal),
  );
  useEffect(() => {
    // No categories is no toast: the category filter then offers only 全部.
    if (categories.error) {
      notify({ type: 'error', content: t('inbox.enterprise.categoriesFailed', { message: categories.error.message }) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Toast once per answer, not on every render.
  }, [categories.error]);

  const page = useLoad(userId && `${userId}|${category}|${filter}|${pageIndex}`, (signal) =>
    pageEnterpriseMessages(userId!, enterprisePageQuery(filter, category, pageIndex), signal),
  );
  const total = page.data?.totalElements ?? 0;
  useReloadOnArrival(page.reload);
  const categoryName = (id: string) => categories.data?.find((entry) => entry.id === id)?.name ?? id;

  const resetSelection = () => setSelected([]);
  /** The selected messages by title, as a confirmation or a result names them. */
  const selectedNames = () =>
    recordNames(
      selected.map((message) => messageText(message, locale).title),
      t,
    );
  const chooseCategory = (id: string) => {
    setCategory(id);
    setPageIndex(1);
    resetSelection();
  };
  const chooseFilter = (next: EnterpriseFilter) => {
    setFilter(next);
    setPageIndex(1);
    resetSelection();
  };

  /** Runs one action on the selection; resolves when the toasts are shown. */
  const run = async (action: EnterpriseAction) => {
    const ids = selected.map((message) => message.id);
    const names = selectedNames();
    const label = t(ACTION_LABEL[action]);
    setRunning(action);
    try {
      const result = await runEnterpriseAction(action, ids);
      notify({ type: 'success', content: t(DONE[action], { names }) });
      resetSelection();
      const next = LEAVES_VIEW[filter].includes(action)
        ? pageAfterRemoval(pageIndex, total, ids.length, ENTERPRISE_MESSAGE_PAGE_SIZE)
        : pageIndex;
      if (next !== pageIndex) setPageIndex(next);
      else page.reload();
      setUnreadCount(result.unreadCount);
    } catch (failure) {
      const severity = failureSeverity(failure);
      notify({
        type: severity,
        content: t(severity === 'warning' ? 'inbox.enterprise.actionWarning' : 'inbox.enterprise.actionError', {
          action: label,
          message: (failure as Error).message,
        }),
      });
    } finally {
      setRunning(undefined);
    }
  };

  const actions = enterpriseActions(filter);
  const table = (
    <InboxTable
      testId="enterprise-messages-table"
      trackBy="id"
      selectionLabel={t('inbox.enterprise.title')}
      messages={page.data?.content}
      loading={page.loading}
      empty={
        <Box textAlign="center" color="inherit" data-testid="enterprise-messages-empty">
          <b>{t('inbox.enterprise.noMessages')}</b>
        </Box>
      }
      columns={[
        {
          id: 'title',
          header: t('inbox.field.title'),
          cell: (message) => (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              {message.hasRead ? null : <Badge color="red">{t('inbox.center.unreadMark')}</Badge>}
              {message.hasCollect ? (
                <span title={t('inbox.enterprise.collected')} data-testid="message-collected">
                  <Icon name="star-filled" ariaLabel={t('inbox.enterprise.collected')} />
                </span>
              ) : null}
              <Box fontWeight={message.hasRead ? 'normal' : 'bold'}>{messageText(message, locale).title}</Box>
            </SpaceBetween>
          ),
        },
        {
          id: 'category',
          header: t('inbox.field.category'),
          cell: (message) => message.categoryName ?? (message.category ? categoryName(message.category) : '-'),
        },
        { id: 'publisher', header: t('inbox.field.publisher'), cell: (message) => message.publisher },
        { id: 'time', header: t('inbox.field.createdTime'), cell: (message) => dateTime(message.messageTime) },
        {
          id: 'content',
          header: t('inbox.field.description'),
          cell: (message) => messageText(message, locale).description,
          maxWidth: 360,
        },
      ]}
      selected={selected}
      onSelectionChange={setSelected}
      title={t(FILTER_LABEL[filter])}
      total={total}
      onRefresh={page.reload}
      actions={actions.map((action) => (
        <Button
          key={action}
          data-testid={`enterprise-action-${action}`}
          disabled={selected.length === 0 || running !== undefined}
          loading={running === action}
          onClick={() => (CONFIRMED[action] ? setConfirming(action) : void run(action))}
        >
          {t(ACTION_LABEL[action])}
        </Button>
      ))}
      pageIndex={pageIndex}
      pageSize={ENTERPRISE_MESSAGE_PAGE_SIZE}
      onPageChange={(index) => {
        setPageIndex(index);
        resetSelection();
      }}
    />
  );

  const tabs = [
    { id: ALL_CATEGORIES, name: t('inbox.enterprise.allCategories') },
    ...(categories.data ?? []).map((entry) => ({ id: entry.id, name: entry.name })),
  ];

  return (
    <ScreenLayout title={t('inbox.enterprise.title')} description={t('inbox.enterprise.description')}>
      <SpaceBetween size="m">
        {categories.error ? (
          <Alert type="error">{t('inbox.enterprise.categoriesFailed', { message: categories.error.message })}</Alert>
        ) : null}
        {page.error ? (
          <Alert type="error" data-testid="enterprise-messages-error">
            {t('inbox.enterprise.queryFailed', { message: page.error.message })}
          </Alert>
        ) : null}
        <SegmentedControl
          data-testid="enterprise-messages-filter"
          label={t('inbox.enterprise.filterLabel')}
          selectedId={filter}
          onChange={({ detail }) => chooseFilter(detail.selectedId as EnterpriseFilter)}
          options={ENTERPRISE_FILTERS.map((id) => ({ id, text: t(FILTER_LABEL[id]) }))}
        />
        <Box data-testid="enterprise-messages-tabs">
          <Tabs
            variant="container"
            ariaLabel={t('inbox.enterprise.categoriesLabel')}
            activeTabId={category || 'all'}
            onChange={({ detail }) =>
              chooseCategory(detail.activeTabId === 'all' ? ALL_CATEGORIES : detail.activeTabId)
            }
            tabs={tabs.map((entry) => ({
              id: entry.id || 'all',
              label: entry.name,
              content: entry.id === category ? table : null,
            }))}
          />
        </Box>
      </SpaceBetween>
      {confirming && CONFIRMED[confirming] ? (
        <ConfirmModal
          header={t(CONFIRMED[confirming].title)}
          confirmText={t(ACTION_LABEL[confirming])}
          onConfirm={() => run(confirming).finally(() => setConfirming(undefined))}
          onDismiss={() => setConfirming(undefined)}
        >
          {t(CONFIRMED[confirming].text, { names: selectedNames() })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
