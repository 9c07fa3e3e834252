import '../messages/messaging-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { MESSAGE_PAGE_SIZE } from '@shared/constants/messaging-rules.js';
import {
  deleteMessageCategories,
  getMessageCategories,
  saveMessageCategory,
  type MessageCategory,
} from '../api/messaging.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { formatTime } from './format.js';
import { useAction } from './progress.js';
import { RecordModal, type RecordMode } from './record-modal.js';
import { scopeDescription, scopeKey, screenTitle, useMessagingScope, type MessagingScope } from './scope.js';
import { useListing } from './use-listing.js';

/**
 * `/console/message-category[-enterprise]`: the scope's message categories
 * with add, edit, view and delete (after a confirmation; a category that
 * still has types is refused by the server with its reason).
 */
export function CategoryView({ scope }: { scope: MessagingScope }) {
  const { t } = useI18n();
  const run = useAction();
  const state = useMessagingScope(scope);
  const list = useListing(scopeKey(state), (signal) => getMessageCategories(state.scopeId, signal), {
    empty: 'messaging.spec.noCategories',
    failed: 'messaging.spec.categoriesFailed',
  });
  const [selected, setSelected] = useState<MessageCategory[]>([]);
  const [dialog, setDialog] = useState<RecordMode | 'delete'>();
  const { items, collectionProps, paginationProps } = useCollection(list.data ?? [], {
    pagination: { pageSize: MESSAGE_PAGE_SIZE },
    sorting: {},
    filtering: {
      empty: (
        <Box textAlign="center" color="inherit">
          <b>{t('messaging.spec.noCategories')}</b>
        </Box>
      ),
    },
  });
  const one = selected.length === 1 ? selected[0] : undefined;
  const title = t(screenTitle('category', scope));

  const save = async (values: { name: string; description: string }) => {
    await run(
      {
        progress: 'messaging.spec.saving',
        success: 'messaging.spec.saveSuccess',
        failure: 'messaging.spec.saveFailed',
        error: 'messaging.spec.saveError',
      },
      () =>
        saveMessageCategory(state.scopeId, {
          ...(dialog === 'edit' && one ? { id: one.id } : {}),
          name: values.name,
          ...(values.description ? { description: values.description } : {}),
        }),
    );
    setDialog(undefined);
    setSelected([]);
    list.reload();
  };

  const remove = async () => {
    await run(
      {
        progress: 'messaging.spec.deleting',
        success: 'messaging.spec.deleteSuccess',
        failure: 'messaging.spec.deleteFailed',
      },
      () =>
        deleteMessageCategories(
          state.scopeId,
          selected.map((c) => c.id),
        ),
    ).catch(() => undefined);
    setDialog(undefined);
    setSelected([]);
    list.reload();
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t(scopeDescription(scope))}>
          {title}
        </Header>
      }
    >
      <Table
        {...collectionProps}
        data-testid="message-category-table"
        items={items}
        trackBy="id"
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: title,
          itemSelectionLabel: (_, c) => c.name,
          allItemsSelectionLabel: () => title,
        }}
        loading={list.loading}
        loadingText={t('messaging.spec.querying')}
        columnDefinitions={[
          { id: 'name', header: t('messaging.field.name'), cell: (c) => c.name, sortingField: 'name' },
          { id: 'description', header: t('messaging.field.description'), cell: (c) => c.description || '-' },
          { id: 'typeCount', header: t('messaging.title.type'), cell: (c) => c.typeCount },
          {
            id: 'updatedAt',
            header: t('messaging.field.updatedAt'),
            cell: (c) => formatTime(c.updatedAt),
            sortingField: 'updatedAt',
          },
        ]}
        pagination={<Pagination {...paginationProps} />}
        header={
          <Header
            counter={`(${list.data?.length ?? 0})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" data-testid="message-category-refresh" onClick={list.refresh}>
                  {t('messaging.action.refresh')}
                </Button>
                <Button data-testid="message-category-view" disabled={!one} onClick={() => setDialog('view')}>
                  {t('messaging.action.view')}
                </Button>
                <Button data-testid="message-category-edit" disabled={!one} onClick={() => setDialog('edit')}>
                  {t('messaging.action.edit')}
                </Button>
                <Button
                  data-testid="message-category-delete"
                  disabled={selected.length === 0}
                  onClick={() => setDialog('delete')}
                >
                  {t('messaging.action.delete')}
                </Button>
                <Button
                  variant="primary"
                  data-testid="message-category-add"
                  disabled={!state.ready}
                  onClick={() => setDialog('add')}
                >
                  {t('messaging.action.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
      />
      {dialog === 'add' || ((dialog === 'edit' || dialog === 'view') && one) ? (
        <RecordModal
          kind="category"
          mode={dialog}
          initial={dialog === 'add' ? undefined : { name: one!.name, description: one!.description ?? '' }}
          viewLines={
            one
              ? [
                  { label: t('messaging.title.type'), value: String(one.typeCount) },
                  { label: t('messaging.field.createdAt'), value: formatTime(one.createdAt) },
                  { label: t('messaging.field.updatedAt'), value: formatTime(one.updatedAt) },
                ]
              : undefined
          }
          onSubmit={save}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmModal
          header={t('messaging.dialog.deleteTitle')}
          onConfirm={remove}
          onDismiss={() => setDialog(undefined)}
        >
          <SpaceBetween size="s">
            <Box>{t('messaging.dialog.deleteText', { count: selected.length })}</Box>
            <Box variant="strong" data-testid="messaging-delete-names">
              {selected.map((c) => c.name).join('、')}
            </Box>
          </SpaceBetween>
        </ConfirmModal>
      ) : null}
    </ContentLayout>
  );
}
