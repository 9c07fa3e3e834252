import '../messages/messaging-messages.js';
import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { MESSAGE_PAGE_SIZE } from '@shared/constants/messaging-rules.js';
import {
  deleteMessageTypes,
  getMessageCategories,
  getMessageTypes,
  saveMessageType,
  type MessageType,
} from '../api/messaging.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { CatalogueActions } from './catalogue-actions.js';
import { DeleteRecordsModal } from './delete-names-modal.js';
import { MessagingScreen } from './messaging-screen.js';
import { RecordModal } from './record-modal.js';
import type { RecordValues } from './form-rules.js';
import { scopeKey, screenTitle, useMessagingScope, type MessagingScope } from './scope.js';
import { useCatalogueDialogs } from './use-catalogue-dialogs.js';
import { useListing } from './use-listing.js';
import { localText } from '@/i18n/local-text.js';

/**
 * `/console/message-type[-enterprise]`: the scope's message types, filtered
 * by category (`GET messageTypes?category`), with add, edit, view and delete
 * (after a confirmation). A type names one category of the same scope.
 */
export function TypeView({ scope }: { scope: MessagingScope }) {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const state = useMessagingScope(scope);
  const key = scopeKey(state);
  const [category, setCategory] = useState('');
  const title = t(screenTitle('type', scope));
  const categories = useListing(key, (signal) => getMessageCategories(state.scopeId, signal), {
    failed: 'messaging.spec.categoriesFailed',
  });
  const types = useListing(
    key && `${key}|${category}`,
    (signal) => getMessageTypes(state.scopeId, category || undefined, signal),
    {
      failed: 'messaging.spec.typesFailed',
      list: title,
    },
  );
  const { selected, setSelected, one, dialog, setDialog, close, saveRecord, removeSelected } =
    useCatalogueDialogs<MessageType>('type', types.reload);
  const categoryList = categories.data ?? [];
  const categoryName = (type: MessageType) => {
    const category = categoryList.find((c) => c.id === type.categoryId);
    return category ? localText(category.name, category.nameEn, locale) : (type.categoryName ?? '-');
  };
  const allOption = { value: '', label: t('messaging.list.allCategories') };
  const categoryOptions = [
    allOption,
    ...categoryList.map((c) => ({ value: c.id, label: localText(c.name, c.nameEn, locale) })),
  ];

  const save = async (values: RecordValues) => {
    await saveRecord(
      () =>
        saveMessageType(state.scopeId, {
          ...(dialog === 'edit' && one ? { id: one.id } : {}),
          categoryId: values.categoryId,
          name: values.name,
          ...(values.code ? { code: values.code } : {}),
          ...(values.description ? { description: values.description } : {}),
        }),
      values.name,
    );
  };
  const remove = () => removeSelected((ids) => deleteMessageTypes(state.scopeId, ids));

  return (
    <MessagingScreen scope={scope} title={title}>
      <CatalogueTable
        testId="message-type-table"
        title={title}
        records={types.data}
        loading={types.loading}
        loadingText={t('messaging.spec.querying')}
        emptyText={t(category ? 'messaging.spec.noTypesFound' : 'messaging.spec.noTypes')}
        pageSize={MESSAGE_PAGE_SIZE}
        selectionType="multi"
        selected={selected}
        onSelectionChange={setSelected}
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
        columns={[
          {
            id: 'name',
            header: t('messaging.field.name'),
            cell: (type) => localText(type.name, type.nameEn, locale),
            sortingField: 'name',
          },
          { id: 'category', header: t('messaging.field.category'), cell: categoryName },
          { id: 'code', header: t('messaging.field.code'), cell: (type) => type.code || '-' },
          { id: 'description', header: t('messaging.field.description'), cell: (type) => type.description || '-' },
          {
            id: 'updatedAt',
            header: t('messaging.field.updatedAt'),
            cell: (type) => dateTime(type.updatedAt),
            sortingField: 'updatedAt',
          },
        ]}
        actions={
          <CatalogueActions
            testIdPrefix="message-type"
            chosen={selected.length}
            canAdd={state.ready}
            onRefresh={types.refresh}
            onOpen={setDialog}
          />
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
                  { label: t('messaging.field.createdAt'), value: dateTime(one.createdAt) },
                  { label: t('messaging.field.updatedAt'), value: dateTime(one.updatedAt) },
                ]
              : undefined
          }
          onSubmit={save}
          onDismiss={close}
        />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteRecordsModal names={selected.map((type) => type.name)} onConfirm={remove} onDismiss={close} />
      ) : null}
    </MessagingScreen>
  );
}
