import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { CONTENT_KINDS, LIST_KINDS, type ContentKind } from '@shared/constants/content-rules.js';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { RowActions } from '@/components/row-actions.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { UntilFirstPage } from '@/components/until-first-page.js';
import { useConfirmedDelete } from '@/components/use-confirmed-delete.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  createContentItem,
  deleteContentItem,
  listContent,
  publishContentItem,
  unpublishContentItem,
  updateContentItem,
  type ContentInput,
  type ContentItem,
} from '../../api/content.js';
import { ContentFormModal } from '../../components/content-form-modal.js';
import { useContentPages } from '../../components/use-content-pages.js';
import { contentItemPath, contentScreenPaths } from '../../components/content-screens.js';
import '../../messages/portal-messages.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

/**
 * `/console/content-management` (platform administrators): one kind's items in any status, last changed first; new,
 * edit, publish, unpublish and delete (asked first). A list kind's item is read at its own address, a single page
 * at the page's.
 */
export default function ContentManagementPage() {
  const { t } = useI18n();
  const { dateTime, date } = useFormatting();
  const { notify } = useNotifications();
  const [kind, setKind] = useState<ContentKind>('news');
  const list = useContentPages(kind, (cursor, signal) => listContent({ kind, cursor }, signal));
  const [editing, setEditing] = useState<ContentItem | 'new'>();
  const removal = useConfirmedDelete<ContentItem>({
    remove: (item) => deleteContentItem(item.id),
    nameOf: (item) => item.title,
    deleted: (name) => t('portal.toast.deleted', { name }),
    failed: (name, message) => t('portal.toast.failed', { name, message }),
    onSettled: list.reload,
  });
  const kindOption = (value: ContentKind) => ({ value, label: t(`portal.kind.${value}`) });
  const save = async (input: ContentInput) => {
    if (editing === 'new') {
      const created = await createContentItem(input);
      notify({
        type: 'success',
        content: t('portal.toast.created', { name: created.title }),
        action: { text: t('portal.management.publish'), onClick: () => void changeStatus(created, 'published') },
      });
    } else if (editing) {
      const saved = await updateContentItem(editing.id, input);
      notify({ type: 'success', content: t('portal.toast.saved', { name: saved.title }) });
    }
    setEditing(undefined);
    list.reload();
  };
  const changeStatus = async (item: ContentItem, status: ContentItem['status']) => {
    try {
      await (status === 'published' ? publishContentItem(item.id) : unpublishContentItem(item.id));
      notify({
        type: 'success',
        content: t(status === 'published' ? 'portal.toast.published' : 'portal.toast.unpublished', {
          name: item.title,
        }),
      });
    } catch (failure) {
      notify({ type: 'error', content: t('portal.toast.failed', { name: item.title, message: messageOf(failure) }) });
    }
    list.reload();
  };
  const publicPath = (item: ContentItem) =>
    LIST_KINDS.has(item.kind) ? contentItemPath(item) : contentScreenPaths[item.kind];
  const columns: TableProps.ColumnDefinition<(typeof list.items)[number]>[] = [
    {
      id: 'title',
      header: t('portal.column.title'),
      cell: (item) =>
        item.status === 'published' ? (
          <Link href={publicPath(item)} external>
            {item.title}
          </Link>
        ) : (
          item.title
        ),
    },
    { id: 'slug', header: t('portal.column.slug'), cell: (item) => item.slug },
    {
      id: 'status',
      header: t('portal.column.status'),
      cell: (item) => (
        <StatusIndicator type={item.status === 'published' ? 'success' : 'stopped'}>
          {t(`portal.status.${item.status}`)}
        </StatusIndicator>
      ),
    },
    { id: 'order', header: t('portal.column.order'), cell: (item) => item.order },
    {
      id: 'publishDate',
      header: t('portal.column.publishDate'),
      cell: (item) => (item.publishDate ? date(item.publishDate) : '-'),
    },
    { id: 'updatedAt', header: t('portal.column.updatedAt'), cell: (item) => dateTime(item.updatedAt) },
    {
      id: 'actions',
      header: t('app.rowActions'),
      cell: (item) => (
        <RowActions
          name={item.title}
          actions={[
            { id: 'content-edit', text: t('portal.management.edit'), onClick: () => setEditing(item) },
            {
              id: 'content-publish',
              text: t('portal.management.publish'),
              shown: item.status === 'draft',
              onClick: () => void changeStatus(item, 'published'),
            },
            {
              id: 'content-unpublish',
              text: t('portal.management.unpublish'),
              shown: item.status === 'published',
              onClick: () => void changeStatus(item, 'draft'),
            },
            { id: 'content-delete', text: t('portal.management.delete'), onClick: () => removal.ask(item) },
          ]}
        />
      ),
    },
  ];
  const preferences = useTablePreferences('content-table', columnsOf(columns, 'title'));
  return (
    <ScreenLayout title={t('portal.management.title')} description={t('portal.management.description')}>
      <SpaceBetween size="m">
        {list.error ? <Alert type="error">{t('portal.loadFailed', { message: messageOf(list.error) })}</Alert> : null}
        {/* The table appears with its first page: laid out empty, it sized its columns again when the rows arrived
            (a layout shift of 0.159 on a phone). Another kind's first page loads inside the table, the last one shown. */}
        <UntilFirstPage waiting={list.loading} header={<Header variant="h2">{t(`portal.kind.${kind}`)}</Header>}>
          <Table
            {...preferences.tableProps}
            preferences={preferences.preferences}
            data-testid="content-table"
            items={list.items}
            header={
              <Header
                variant="h2"
                counter={`(${list.items.length}${list.hasMore ? '+' : ''})`}
                actions={
                  <Button variant="primary" data-testid="content-add" onClick={() => setEditing('new')}>
                    {t('portal.management.add')}
                  </Button>
                }
              >
                {t(`portal.kind.${kind}`)}
              </Header>
            }
            filter={
              <FormField label={t('portal.management.kind')}>
                <Select
                  data-testid="content-kind"
                  selectedOption={kindOption(kind)}
                  options={CONTENT_KINDS.map(kindOption)}
                  onChange={({ detail }) => setKind(detail.selectedOption.value as ContentKind)}
                />
              </FormField>
            }
            footer={
              <LoadMoreFooter list={{ hasMore: list.hasMore, loading: list.loadingMore, loadMore: list.loadMore }} />
            }
            empty={<TableEmpty text={t('portal.management.empty')} />}
            columnDefinitions={columns}
          />
        </UntilFirstPage>
      </SpaceBetween>
      {editing ? (
        <ContentFormModal
          kind={kind}
          item={editing === 'new' ? undefined : editing}
          onSave={save}
          onDismiss={() => setEditing(undefined)}
        />
      ) : null}
      {removal.deleting ? (
        <ConfirmModal
          header={t('portal.dialog.deleteTitle')}
          confirmText={t('portal.management.delete')}
          onConfirm={removal.confirm}
          onDismiss={removal.cancel}
        >
          {t('portal.dialog.deleteText', { name: removal.deleting.title })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
