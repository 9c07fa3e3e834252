import '../messages/messaging-messages.js';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DateRangePicker from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { MESSAGE_PAGE_SIZE } from '@shared/constants/messaging-rules.js';
import {
  deleteSentMessage,
  getMessageCategories,
  getMessageTypes,
  queryMessages,
  sendMessage,
  type SendMessageInput,
  type SentMessage,
} from '../api/messaging.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { DeleteNamesModal } from './delete-names-modal.js';
import { failureText, useAction, useDialogActions } from './progress.js';
import { MessagingScreen } from './messaging-screen.js';
import { scopeKey, screenTitle, useMessagingScope, type MessagingScope } from './scope.js';
import { useListing } from './use-listing.js';
import { queryRange, type QueryFilter } from './query-filter.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { TableEmpty } from '@/components/table-empty.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

type Dialog = 'send' | 'edit' | 'view' | 'delete';

// The send form (multiselects, its lookups) loads when first opened, keeping it out of the list's first load.
const SendModal = lazy(() => import('./send-modal.js').then((m) => ({ default: m.SendModal })));

const emptyFilter: QueryFilter = { title: '', categoryId: '', typeId: '', range: null };

/**
 * `/console/message-sent[-enterprise]`: the scope's sent messages, newest
 * first, filtered by title, category, type and time and paged on the server
 * (10 a page, spec doc 1 §9), with send, view, edit (the send form filled
 * in) and delete (after a confirmation; delivered copies stay with their
 * recipients).
 */
export function SentView({ scope }: { scope: MessagingScope }) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const run = useAction();
  const state = useMessagingScope(scope);
  const key = scopeKey(state);
  const [draft, setDraft] = useState<QueryFilter>(emptyFilter);
  const [filter, setFilter] = useState<QueryFilter>(emptyFilter);
  const [pageIndex, setPageIndex] = useState(1);
  const [generation, setGeneration] = useState(0);
  const [selected, setSelected] = useState<SentMessage[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  // Set by the Query button: the next answer is reported with 查询成功 as well as its warnings.
  const queried = useRef(false);
  const categories = useListing(key, (signal) => getMessageCategories(state.scopeId, signal), {
    failed: 'messaging.spec.categoriesFailed',
  });
  const types = useListing(
    key && `${key}|${draft.categoryId}`,
    (signal) => getMessageTypes(state.scopeId, draft.categoryId || undefined, signal),
    { failed: 'messaging.spec.typesFailed' },
  );
  const page = useLoad(key && JSON.stringify([key, filter, pageIndex, generation]), (signal) =>
    queryMessages(
      state.scopeId,
      {
        ...(filter.title.trim() ? { title: filter.title.trim() } : {}),
        ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
        ...(filter.typeId ? { typeId: filter.typeId } : {}),
        ...queryRange(filter.range),
        page: pageIndex - 1,
        size: MESSAGE_PAGE_SIZE,
      },
      signal,
    ),
  );
  useEffect(() => {
    if (page.loading || (!page.data && !page.error)) return;
    const explicit = queried.current;
    queried.current = false;
    if (page.error) notify({ type: 'error', content: failureText(t('messaging.spec.queryFailed'), page.error) });
    else if (explicit)
      notify({ type: 'success', content: t('messaging.queried', { count: page.data!.totalElements }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs once per finished query: data and error are new objects each time.
  }, [page.data, page.error, page.loading]);

  const total = page.data?.totalElements ?? 0;
  const one = selected[0];
  const title = t(screenTitle('sent', scope));
  const reload = () => {
    setSelected([]);
    setGeneration((n) => n + 1);
  };
  const query = () => {
    queried.current = true;
    notify({ type: 'info', content: t('messaging.spec.querying') });
    setFilter(draft);
    setPageIndex(1);
    reload();
  };
  const close = () => setDialog(undefined);
  const actions = useDialogActions(() => {
    close();
    reload();
  });

  // Not `actions.save`: the first page and the reload must land in one render, or the list would be asked twice.
  const send = async (input: SendMessageInput) => {
    await run(
      {
        progress: 'messaging.spec.sending',
        success: 'messaging.sent.sent',
        failure: 'messaging.spec.sendFailed',
      },
      () => sendMessage(state.scopeId, input),
      { values: (message) => ({ title: input.title, count: message.recipientCount }) },
    );
    close();
    setPageIndex(1);
    reload();
  };

  const remove = () =>
    actions.remove(() => deleteSentMessage(state.scopeId, one!.id), 'messaging.sent.deleted', {
      values: { names: one!.title },
    });

  const categoryOptions = [
    { value: '', label: t('messaging.list.allCategories') },
    ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  const typeOptions = [
    { value: '', label: t('messaging.placeholder.all') },
    ...(types.data ?? []).map((type) => ({ value: type.id, label: type.name })),
  ];
  const yesNo = (value: boolean) => t(value ? 'messaging.sent.yes' : 'messaging.sent.no');
  const columns: TableProps.ColumnDefinition<NonNullable<typeof page.data>['content'][number]>[] = [
    { id: 'title', header: t('messaging.field.title'), cell: (m) => m.title },
    { id: 'category', header: t('messaging.field.category'), cell: (m) => m.categoryName },
    { id: 'type', header: t('messaging.field.type'), cell: (m) => m.typeName ?? '-' },
    { id: 'sender', header: t('messaging.field.sender'), cell: (m) => m.senderName },
    { id: 'recipients', header: t('messaging.field.recipients'), cell: (m) => m.recipientCount },
    { id: 'email', header: t('messaging.sent.emailCopy'), cell: (m) => yesNo(m.ways.includes('sendEmail')) },
    { id: 'sentAt', header: t('messaging.field.sentAt'), cell: (m) => dateTime(m.sentAt) },
  ];
  // Seven columns: the e-mail copy starts hidden (the detail shows it).
  const preferences = useTablePreferences(`message-sent-table-${scope}`, columnsOf(columns, 'title'), ['email']);

  return (
    <MessagingScreen scope={scope} title={title}>
      <SpaceBetween size="l">
        <Container>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              query();
            }}
          >
            <ColumnLayout columns={4}>
              <FormField label={t('messaging.field.keyword')}>
                <Input
                  name="query-title"
                  value={draft.title}
                  onChange={({ detail }) => setDraft((d) => ({ ...d, title: detail.value }))}
                />
              </FormField>
              <FormField label={t('messaging.field.category')}>
                <Select
                  data-testid="message-sent-category-filter"
                  selectedOption={categoryOptions.find((o) => o.value === draft.categoryId) ?? categoryOptions[0]}
                  options={categoryOptions}
                  onChange={({ detail }) =>
                    setDraft((d) => ({ ...d, categoryId: detail.selectedOption.value ?? '', typeId: '' }))
                  }
                />
              </FormField>
              <FormField label={t('messaging.field.type')}>
                <Select
                  data-testid="message-sent-type-filter"
                  selectedOption={typeOptions.find((o) => o.value === draft.typeId) ?? typeOptions[0]}
                  options={typeOptions}
                  onChange={({ detail }) => setDraft((d) => ({ ...d, typeId: detail.selectedOption.value ?? '' }))}
                />
              </FormField>
              <FormField label={t('messaging.field.sentAt')}>
                <DateRangePicker
                  value={draft.range}
                  rangeSelectorMode="absolute-only"
                  dateOnly
                  placeholder={`${t('messaging.field.from')} – ${t('messaging.field.to')}`}
                  isValidRange={() => ({ valid: true })}
                  relativeOptions={[]}
                  onChange={({ detail }) => setDraft((d) => ({ ...d, range: detail.value }))}
                />
              </FormField>
            </ColumnLayout>
            <Box float="right" padding={{ top: 's' }}>
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  formAction="none"
                  onClick={() => {
                    setDraft(emptyFilter);
                  }}
                >
                  {t('messaging.action.reset')}
                </Button>
                <Button variant="primary" data-testid="message-sent-query">
                  {t('messaging.action.query')}
                </Button>
              </SpaceBetween>
            </Box>
          </form>
        </Container>
        <Table
          data-testid="message-sent-table"
          items={page.data?.content ?? []}
          trackBy="id"
          selectionType="single"
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          onRowClick={({ detail }) => setSelected([detail.item])}
          ariaLabels={{ selectionGroupLabel: title, itemSelectionLabel: (_, m) => m.title }}
          loading={page.loading}
          loadingText={t('messaging.spec.querying')}
          empty={<TableEmpty text={t('messaging.spec.noMessages')} />}
          columnDefinitions={columns}
          {...preferences.tableProps}
          preferences={preferences.preferences}
          pagination={
            <ServerPagination
              pageIndex={pageIndex}
              total={total}
              pageSize={MESSAGE_PAGE_SIZE}
              onChange={(index) => {
                setPageIndex(index);
                setSelected([]);
              }}
            />
          }
          header={
            <Header
              counter={`(${total})`}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button data-testid="message-sent-view" disabled={!one} onClick={() => setDialog('view')}>
                    {t('messaging.action.view')}
                  </Button>
                  <Button data-testid="message-sent-edit" disabled={!one} onClick={() => setDialog('edit')}>
                    {t('messaging.action.edit')}
                  </Button>
                  <Button data-testid="message-sent-delete" disabled={!one} onClick={() => setDialog('delete')}>
                    {t('messaging.action.delete')}
                  </Button>
                  <Button
                    variant="primary"
                    data-testid="message-sent-send"
                    disabled={!state.ready}
                    onClick={() => setDialog('send')}
                  >
                    {t('messaging.action.send')}
                  </Button>
                </SpaceBetween>
              }
            >
              {title}
            </Header>
          }
        />
      </SpaceBetween>
      {dialog === 'send' || (dialog === 'edit' && one) ? (
        <Suspense fallback={null}>
          <SendModal
            scope={scope}
            state={state}
            initial={
              dialog === 'edit'
                ? {
                    title: one!.title,
                    content: one!.content,
                    categoryId: one!.categoryId,
                    typeId: one!.typeId,
                    userIds: one!.userIds,
                    groupIds: one!.groupIds,
                    roleIds: one!.roleIds,
                    ways: one!.ways,
                  }
                : undefined
            }
            onSubmit={send}
            onDismiss={close}
          />
        </Suspense>
      ) : null}
      {dialog === 'view' && one ? (
        <Modal
          visible
          size="large"
          data-testid="messaging-message-modal"
          header={t('messaging.dialog.viewMessage')}
          onDismiss={close}
          footer={
            <Box float="right">
              <Button onClick={close}>{t('messaging.action.close')}</Button>
            </Box>
          }
        >
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('messaging.field.title'), value: one.title },
              { label: t('messaging.field.category'), value: one.categoryName },
              { label: t('messaging.field.type'), value: one.typeName ?? '-' },
              { label: t('messaging.field.sender'), value: one.senderName },
              { label: t('messaging.field.sentAt'), value: dateTime(one.sentAt) },
              { label: t('messaging.field.recipients'), value: String(one.recipientCount) },
              { label: t('messaging.field.users'), value: String(one.userIds.length) },
              { label: t('messaging.field.groups'), value: String(one.groupIds.length) },
              { label: t('messaging.field.roles'), value: String(one.roleIds.length) },
              { label: t('messaging.field.sendEmail'), value: yesNo(one.ways.includes('sendEmail')) },
              {
                label: t('messaging.field.content'),
                value: <span style={{ whiteSpace: 'pre-line' }}>{one.content}</span>,
              },
            ]}
          />
        </Modal>
      ) : null}
      {dialog === 'delete' && one ? (
        <DeleteNamesModal
          header={t('messaging.dialog.deleteTitle')}
          text={t('messaging.dialog.deleteMessageText')}
          names={[one.title]}
          confirmText={t('messaging.action.delete')}
          onConfirm={remove}
          onDismiss={close}
        />
      ) : null}
    </MessagingScreen>
  );
}
