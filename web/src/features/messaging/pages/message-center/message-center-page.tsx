import '../../messages/inbox-messages.js';
import { USER_MESSAGE_PAGE_SIZE } from '@shared/constants/inbox-rules.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import {
  countSelfDefinedTypes,
  deleteUserMessages,
  listSelfDefinedTypes,
  listUserMessages,
  markUserMessagesRead,
  type UserCentreMessage,
} from '../../api/inbox.js';
import { useNotifications } from '@/components/notifications.js';
import { recordNames } from '@/components/record-names.js';
import { useLoad } from '@/components/use-load.js';
import { setUnreadCount } from '../../inbox/use-unread-count.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { useSession } from '@/session/session-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import {
  ALL_TAB_ID,
  messageText,
  messageTypeLabel,
  pageAfterRemoval,
  selfTypeLabel,
  typeTabs,
  type TypeTab,
} from '../../inbox/inbox-rules.js';
import { rememberOpenedMessage, type OpenedMessage } from '../../inbox/opened-message.js';
import { useReloadOnArrival } from '../../inbox/use-reload-on-arrival.js';
import { InboxTable } from '../../inbox/inbox-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/**
 * `/console/message-center` (spec doc 1 §2): the user's messages in tabs by
 * custom type with counts (全部消息 first), 5 per page from server page 0;
 * mark read and delete (after a confirmation) for the selected rows; a
 * title opens the detail and marks the message read. A message pushed while
 * the screen is open reloads the list.
 */
export default function MessageCenterPage() {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const userId = useSession().data?.me.id;
  const [tabId, setTabId] = useState(ALL_TAB_ID);
  const [pageIndex, setPageIndex] = useState(1);
  const [selected, setSelected] = useState<UserCentreMessage[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const types = useLoad(userId && 'types', (signal) => listSelfDefinedTypes(signal));
  const counts = useLoad(userId, (signal) => countSelfDefinedTypes(userId!, signal));
  const tabs = typeTabs(types.data ?? [], counts.data ?? []);
  const tab = tabs.find((entry) => entry.id === tabId) ?? tabs[0];
  const page = useLoad(userId && `${userId}|${tab.type}|${pageIndex}`, (signal) =>
    listUserMessages({ userId: userId!, type: tab.type, page: pageIndex - 1, size: USER_MESSAGE_PAGE_SIZE }, signal),
  );
  const total = page.data?.totalElements ?? 0;
  const tabLabel = (entry: TypeTab) =>
    entry.selfType ? selfTypeLabel(entry.selfType, locale) : t('inbox.center.allTab');

  const reloadAll = () => {
    page.reload();
    counts.reload();
  };

  // A message arriving while the screen is open shows at once.
  useReloadOnArrival(reloadAll);

  const selectTab = (id: string) => {
    setTabId(id);
    setPageIndex(1);
    setSelected([]);
  };

  /** The selected messages by title, as a confirmation or a result names them. */
  const selectedNames = () =>
    recordNames(
      selected.map((message) => messageText(message, locale).title),
      t,
    );

  const markRead = async () => {
    const ids = selected.map((message) => message.notificationObjectId);
    setBusy(true);
    try {
      const result = await markUserMessagesRead(userId!, ids);
      notify({ type: 'success', content: t('inbox.done.read', { names: selectedNames() }) });
      setSelected([]);
      reloadAll();
      setUnreadCount(result.unreadCount);
    } catch (failure) {
      notify({ type: 'error', content: t('inbox.toast.readFailed', { message: (failure as Error).message }) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const ids = selected.map((message) => message.notificationObjectId);
    let unreadAfter: number;
    try {
      unreadAfter = (await deleteUserMessages(userId!, ids)).unreadCount;
    } catch (failure) {
      notify({ type: 'error', content: t('inbox.toast.deleteFailed', { message: (failure as Error).message }) });
      return;
    }
    notify({ type: 'success', content: t('inbox.done.delete', { names: selectedNames() }) });
    setConfirmDelete(false);
    setSelected([]);
    const next = pageAfterRemoval(pageIndex, total, ids.length, USER_MESSAGE_PAGE_SIZE);
    if (next !== pageIndex) setPageIndex(next);
    else page.reload();
    counts.reload();
    setUnreadCount(unreadAfter);
  };

  const open = (message: UserCentreMessage) => {
    const opened: OpenedMessage = {
      userId: userId!,
      message: { ...message, hasRead: true },
      typeName: messageTypeLabel(types.data ?? [], message, locale),
    };
    rememberOpenedMessage(opened);
    if (!message.hasRead) {
      markUserMessagesRead(userId!, [message.notificationObjectId])
        .then((result) => setUnreadCount(result.unreadCount))
        .catch((failure: Error) =>
          notify({ type: 'error', content: t('inbox.toast.readFailed', { message: failure.message }) }),
        );
    }
    void navigate('/console/message-detail', { state: { opened } });
  };

  const table = (
    <InboxTable
      testId="message-center-table"
      trackBy="notificationObjectId"
      selectionLabel={t('inbox.center.title')}
      messages={page.data?.content}
      loading={page.loading}
      empty={
        <Box textAlign="center" color="inherit" data-testid="message-center-empty">
          <b>{t('inbox.center.empty')}</b>
          <Box variant="p" color="inherit">
            {t('inbox.center.emptyHint')}
          </Box>
        </Box>
      }
      columns={[
        {
          id: 'title',
          header: t('inbox.field.title'),
          cell: (message) => (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              {message.hasRead ? null : (
                <Badge color="red" data-testid="message-unread">
                  {t('inbox.center.unreadMark')}
                </Badge>
              )}
              <Link
                href="/console/message-detail"
                fontSize={message.hasRead ? 'body-m' : 'heading-xs'}
                onFollow={(event) => {
                  event.preventDefault();
                  open(message);
                }}
              >
                {messageText(message, locale).title}
              </Link>
            </SpaceBetween>
          ),
        },
        { id: 'publisher', header: t('inbox.field.publisher'), cell: (message) => message.actor },
        { id: 'time', header: t('inbox.field.createdTime'), cell: (message) => dateTime(message.messageTime) },
        {
          id: 'type',
          header: t('inbox.field.type'),
          cell: (message) => messageTypeLabel(types.data ?? [], message, locale),
        },
      ]}
      selected={selected}
      onSelectionChange={setSelected}
      title={tabLabel(tab)}
      total={total}
      onRefresh={reloadAll}
      actions={[
        <Button
          key="read"
          data-testid="message-mark-read"
          disabled={selected.length === 0}
          loading={busy}
          onClick={() => void markRead()}
        >
          {t('inbox.action.markRead')}
        </Button>,
        <Button
          key="delete"
          data-testid="message-delete"
          disabled={selected.length === 0}
          onClick={() => setConfirmDelete(true)}
        >
          {t('inbox.action.delete')}
        </Button>,
      ]}
      pageIndex={pageIndex}
      pageSize={USER_MESSAGE_PAGE_SIZE}
      onPageChange={(index) => {
        setPageIndex(index);
        setSelected([]);
      }}
    />
  );

  const loadError = page.error ?? counts.error;
  return (
    <ScreenLayout title={t('inbox.center.title')} description={t('inbox.center.description')}>
      <SpaceBetween size="m">
        {types.error ? (
          <Alert type="error">{t('inbox.toast.typesFailed', { message: types.error.message })}</Alert>
        ) : null}
        {loadError ? (
          <Alert type="error" data-testid="message-center-error">
            {t('inbox.toast.loadFailed', { message: loadError.message })}
          </Alert>
        ) : null}
        <Box data-testid="message-center-tabs">
          <Tabs
            variant="container"
            ariaLabel={t('inbox.center.tabsLabel')}
            activeTabId={tab.id}
            onChange={({ detail }) => selectTab(detail.activeTabId)}
            tabs={tabs.map((entry) => ({
              id: entry.id,
              label: t('inbox.center.tabCount', { name: tabLabel(entry), count: entry.count }),
              content: entry.id === tab.id ? table : null,
            }))}
          />
        </Box>
      </SpaceBetween>
      {confirmDelete ? (
        <ConfirmModal
          header={t('inbox.confirm.deleteTitle')}
          confirmText={t('inbox.action.delete')}
          onConfirm={remove}
          onDismiss={() => setConfirmDelete(false)}
        >
          {t('inbox.confirm.deleteText', { names: selectedNames() })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
