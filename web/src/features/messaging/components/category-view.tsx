import '../messages/messaging-messages.js';
import { MESSAGE_PAGE_SIZE } from '@shared/constants/messaging-rules.js';
import {
  deleteMessageCategories,
  getMessageCategories,
  saveMessageCategory,
  type MessageCategory,
} from '../api/messaging.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { CatalogueActions } from './catalogue-actions.js';
import { DeleteRecordsModal } from './delete-names-modal.js';
import { MessagingScreen } from './messaging-screen.js';
import { RecordModal } from './record-modal.js';
import { scopeKey, screenTitle, useMessagingScope, type MessagingScope } from './scope.js';
import { useCatalogueDialogs } from './use-catalogue-dialogs.js';
import { useListing } from './use-listing.js';
import { localText } from '@/i18n/local-text.js';

/**
 * `/console/message-category[-enterprise]`: the scope's message categories
 * with add, edit, view and delete (after a confirmation; a category that
 * still has types is refused by the server with its reason).
 */
export function CategoryView({ scope }: { scope: MessagingScope }) {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const state = useMessagingScope(scope);
  const title = t(screenTitle('category', scope));
  const list = useListing(scopeKey(state), (signal) => getMessageCategories(state.scopeId, signal), {
    failed: 'messaging.spec.categoriesFailed',
    list: title,
  });
  const { selected, setSelected, one, dialog, setDialog, close, saveRecord, removeSelected } =
    useCatalogueDialogs<MessageCategory>('category', list.reload);

  const save = async (values: { name: string; description: string }) => {
    await saveRecord(
      () =>
        saveMessageCategory(state.scopeId, {
          ...(dialog === 'edit' && one ? { id: one.id } : {}),
          name: values.name,
          ...(values.description ? { description: values.description } : {}),
        }),
      values.name,
    );
  };
  const remove = () => removeSelected((ids) => deleteMessageCategories(state.scopeId, ids));

  return (
    <MessagingScreen scope={scope} title={title}>
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
          {
            id: 'name',
            header: t('messaging.field.name'),
            cell: (c) => localText(c.name, c.nameEn, locale),
            sortingField: 'name',
          },
          {
            id: 'description',
            header: t('messaging.field.description'),
            cell: (c) => (c.description ? localText(c.description, c.descriptionEn, locale) : '-'),
          },
          { id: 'typeCount', header: t('messaging.title.type'), cell: (c) => c.typeCount },
          {
            id: 'updatedAt',
            header: t('messaging.field.updatedAt'),
            cell: (c) => dateTime(c.updatedAt),
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
        <DeleteRecordsModal names={selected.map((c) => c.name)} onConfirm={remove} onDismiss={close} />
      ) : null}
    </MessagingScreen>
  );
}
