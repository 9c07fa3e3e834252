import '../messages/messaging-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { MESSAGE_PAGE_SIZE } from '@shared/constants/messaging-rules.js';
import {
  deleteMessageTypes,
  getMessageCategories,
  getMessageTypes,
  saveMessageType,
  type MessageType,
} from '../api/messaging.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { formatTime } from './format.js';
import { useAction } from './progress.js';
import { RecordModal, type RecordMode } from './record-modal.js';
import type { RecordValues } from './form-rules.js';
import { scopeDescription, scopeKey, screenTitle, useMessagingScope, type MessagingScope } from './scope.js';
import { useListing } from './use-listing.js';

/**
 * `/console/message-type[-enterprise]`: the scope's message types, filtered
 * by category (`GET messageTypes?category`), with add, edit, view and delete
 * (after a confirmation). A type names one category of the same scope.
 */
export function TypeView({ scope }: { scope: MessagingScope }) {
  const { t } = useI18n();
  const run = useAction();
  const state = useMessagingScope(scope);
  const key = scopeKey(state);
  const [category, setCategory] = useState('');
  const categories = useListing(key, (signal) => getMessageCategories(state.scopeId, signal), {
    empty: 'messaging.spec.noCategories',
    failed: 'messaging.spec.categoriesFailed',
  });
  const types = useListing(
    key && `${key}|${category}`,
    (signal) => getMessageTypes(state.scopeId, category || undefined, signal),
    {
      empty: category ? 'messaging.spec.noTypesFound' : 'messaging.spec.noTypes',
      failed: 'messaging.spec.typesFailed',
    },
  );
  const [selected, setSelected] = useState<MessageType[]>([]);
  const [dialog, setDialog] = useState<RecordMode | 'delete'>();
  const categoryList = categories.data ?? [];
  const categoryName = (type: MessageType) =>
    type.categoryName ?? categoryList.find((c) => c.id === type.categoryId)?.name ?? '-';
  const { items, collectionProps, paginationProps } = useCollection(types.data ?? [], {
    pagination: { pageSize: MESSAGE_PAGE_SIZE },
    sorting: {},
    filtering: {
      empty: (
        <Box textAlign="center" color="inherit">
          <b>{t(category ? 'messaging.spec.noTypesFound' : 'messaging.spec.noTypes')}</b>
        </Box>
      ),
    },
  });
  const one = selected.length === 1 ? selected[0] : undefined;
  const title = t(screenTitle('type', scope));
  const allOption = { value: '', label: t('messaging.list.allCategories') };
  const categoryOptions = [allOption, ...categoryList.map((c) => ({ value: c.id, label: c.name }))];

  const save = async (values: RecordValues) => {
    await run(
      {
        progress: 'messaging.spec.saving',
        success: 'messaging.spec.saveSuccess',
        failure: 'messaging.spec.saveFailed',
        error: 'messaging.spec.saveError',
      },
      () =>
        saveMessageType(state.scopeId, {
          ...(dialog === 'edit' && one ? { id: one.id } : {}),
          categoryId: values.categoryId,
          name: values.name,
          ...(values.code ? { code: values.code } : {}),
          ...(values.description ? { description: values.description } : {}),
        }),
    );
    setDialog(undefined);
    setSelected([]);
    types.reload();
  };

  const remove = async () => {
    await run(
      {
        progress: 'messaging.spec.deleting',
        success: 'messaging.spec.deleteSuccess',
        failure: 'messaging.spec.deleteFailed',
      },
      () =>
        deleteMessageTypes(
          state.scopeId,
          selected.map((type) => type.id),
        ),
    ).catch(() => undefined);
    setDialog(undefined);
    setSelected([]);
    types.reload();
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
        data-testid="message-type-table"
        items={items}
        trackBy="id"
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: title,
          itemSelectionLabel: (_, type) => type.name,
          allItemsSelectionLabel: () => title,
        }}
        loading={types.loading}
        loadingText={t('messaging.spec.querying')}
        filter={
          <FormField label={t('messaging.list.categoryFilter')}>
            <Select
              data-testid="message-type-category-filter"
              selectedOption={categoryOptions.find((o) => o.value === category) ?? allOption}
              options={categoryOptions}
              statusType={categories.loading ? 'loading' : 'finished'}
              onChange={({ detail }) => {
                setCategory(detail.selectedOption.value ?? '');
                setSelected([]);
              }}
            />
          </FormField>
        }
        columnDefinitions={[
          { id: 'name', header: t('messaging.field.name'), cell: (type) => type.name, sortingField: 'name' },
          { id: 'category', header: t('messaging.field.category'), cell: categoryName },
          { id: 'code', header: t('messaging.field.code'), cell: (type) => type.code || '-' },
          { id: 'description', header: t('messaging.field.description'), cell: (type) => type.description || '-' },
          {
            id: 'updatedAt',
            header: t('messaging.field.updatedAt'),
            cell: (type) => formatTime(type.updatedAt),
            sortingField: 'updatedAt',
          },
        ]}
        pagination={<Pagination {...paginationProps} />}
        header={
          <Header
            counter={`(${types.data?.length ?? 0})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" data-testid="message-type-refresh" onClick={types.refresh}>
                  {t('messaging.action.refresh')}
                </Button>
                <Button data-testid="message-type-view" disabled={!one} onClick={() => setDialog('view')}>
                  {t('messaging.action.view')}
                </Button>
                <Button data-testid="message-type-edit" disabled={!one} onClick={() => setDialog('edit')}>
                  {t('messaging.action.edit')}
                </Button>
                <Button
                  data-testid="message-type-delete"
                  disabled={selected.length === 0}
                  onClick={() => setDialog('delete')}
                >
                  {t('messaging.action.delete')}
                </Button>
                <Button
                  variant="primary"
                  data-testid="message-type-add"
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
          kind="type"
          mode={dialog}
          categories={categoryList}
          initial={
            dialog === 'add'
              ? { categoryId: category }
              : {
                  categoryId: one!.categoryId,
                  name: one!.name,
                  code: one!.code ?? '',
                  description: one!.description ?? '',
                }
          }
          viewLines={
            one
              ? [
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
              {selected.map((type) => type.name).join('、')}
            </Box>
          </SpaceBetween>
        </ConfirmModal>
      ) : null}
    </ContentLayout>
  );
}
