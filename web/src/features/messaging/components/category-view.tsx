import '../messages/messaging-messages.js';
import { useState } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { MESSAGE_PAGE_SIZE } from '@shared/constants/messaging-rules.js';
import {
  deleteMessageCategories,
  getMessageCategories,
  saveMessageCategory,
  type MessageCategory,
} from '../api/messaging.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { CatalogueActions } from './catalogue-actions.js';
import { DeleteNamesModal } from './delete-names-modal.js';
import { formatTime } from './format.js';
import { useDialogActions } from './progress.js';
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
  const state = useMessagingScope(scope);
  const list = useListing(scopeKey(state), (signal) => getMessageCategories(state.scopeId, signal), {
    empty: 'messaging.spec.noCategories',
    failed: 'messaging.spec.categoriesFailed',
  });
  const [selected, setSelected] = useState<MessageCategory[]>([]);
  const [dialog, setDialog] = useState<RecordMode | 'delete'>();
  const one = selected.length === 1 ? selected[0] : undefined;
  const title = t(screenTitle('category', scope));

  const actions = useDialogActions(() => {
    setDialog(undefined);
    setSelected([]);
    list.reload();
  });
  const save = async (values: { name: string; description: string }) => {
    await actions.save(() =>
      saveMessageCategory(state.scopeId, {
        ...(dialog === 'edit' && one ? { id: one.id } : {}),
        name: values.name,
        ...(values.description ? { description: values.description } : {}),
      }),
    );
  };
  const remove = () =>
    actions.remove(() =>
      deleteMessageCategories(
        state.scopeId,
        selected.map((c) => c.id),
      ),
    );

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t(scopeDescription(scope))}>
          {title}
        </Header>
      }
    >
      <CatalogueTable
        testId="message-category-table"
        title={title}
        records={list.data}
        loading={list.loading}
        loadingText={t('messaging.spec.querying')}
        emptyText={t('messaging.spec.noCategories')}
        pageSize={MESSAGE_PAGE_SIZE}
        selectionType="multi"
        selected={selected}
        onSelectionChange={setSelected}
        columns={[
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
        actions={
          <CatalogueActions
            testIdPrefix="message-category"
            chosen={selected.length}
            canAdd={state.ready}
            onRefresh={list.refresh}
            onOpen={setDialog}
          />
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
        <DeleteNamesModal
          header={t('messaging.dialog.deleteTitle')}
          text={t('messaging.dialog.deleteText', { count: selected.length })}
          names={selected.map((c) => c.name)}
          onConfirm={remove}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
    </ContentLayout>
  );
}
