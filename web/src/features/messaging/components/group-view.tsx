import '../messages/messaging-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { MESSAGE_PAGE_SIZE } from '@shared/constants/messaging-rules.js';
import {
  addMessageMembers,
  deleteMessageGroups,
  deleteMessageMembers,
  getMessageGroups,
  saveMessageGroup,
  type AddMembersInput,
  type MessageGroup,
  type MessageGroupMember,
} from '../api/messaging.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { AddMembersModal } from './add-members-modal.js';
import { CatalogueActions } from './catalogue-actions.js';
import { DeleteNamesModal, DeleteRecordsModal } from './delete-names-modal.js';
import { deletedText, saveRecordTexts, useDialogActions, type ActionTexts } from './progress.js';
import { recordNames } from '@/components/record-names.js';
import { RecordModal, type RecordMode } from './record-modal.js';
import { RoleMembersModal } from './role-members-modal.js';
import { MessagingScreen } from './messaging-screen.js';
import { scopeKey, screenTitle, useMessagingScope, type MessagingScope } from './scope.js';
import { useListing } from './use-listing.js';

type Dialog = RecordMode | 'delete' | 'addMembers' | 'addByRole' | 'removeMembers';

const addMembersTexts: ActionTexts = {
  progress: 'messaging.group.submitting',
  success: 'messaging.group.membersAdded',
  failure: 'messaging.group.submitFailed',
};

/**
 * `/console/message-group[-enterprise]`: the scope's message groups (one is
 * the current group) with add, edit, view and delete, and the current
 * group's members with add members, add members by role and remove members
 * (after a confirmation). A reload keeps the current group while it still
 * exists (spec doc 1 §4).
 */
export function GroupView({ scope }: { scope: MessagingScope }) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const state = useMessagingScope(scope);
  const title = t(screenTitle('group', scope));
  const groups = useListing(scopeKey(state), (signal) => getMessageGroups(state.scopeId, signal), {
    failed: 'messaging.group.fetchFailed',
    list: title,
  });
  const [currentId, setCurrentId] = useState<string>();
  const [selectedMembers, setSelectedMembers] = useState<MessageGroupMember[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  // The current group is found again by id in every answer: gone after a reload means none.
  const current = groups.data?.find((group) => group.id === currentId);
  const members = current?.members ?? [];
  const memberUserIds = new Set(members.map((member) => member.userId));
  const memberCollection = useCollection(members, {
    pagination: { pageSize: MESSAGE_PAGE_SIZE },
    sorting: {},
    filtering: {
      empty: (
        <Box textAlign="center" color="inherit">
          {t(current ? 'messaging.group.membersEmpty' : 'messaging.group.noSelection')}
        </Box>
      ),
    },
  });
  const close = () => setDialog(undefined);
  const choose = (group: MessageGroup | undefined) => {
    setCurrentId(group?.id);
    setSelectedMembers([]);
  };

  const actions = useDialogActions(() => {
    close();
    groups.reload();
  });
  /** Saves the dialog's group; a new group's result offers adding its members (it is chosen already). */
  const save = async (values: { name: string; description: string }) => {
    const editing = dialog === 'edit';
    choose(
      await actions.save(
        () =>
          saveMessageGroup(state.scopeId, {
            ...(editing && current ? { id: current.id } : {}),
            name: values.name,
            ...(values.description ? { description: values.description } : {}),
          }),
        saveRecordTexts('group', editing),
        {
          values: { name: values.name },
          next: (saved) =>
            editing
              ? undefined
              : {
                  text: t('messaging.action.addMembers'),
                  onClick: () => {
                    choose(saved);
                    setDialog('addMembers');
                  },
                },
        },
      ),
    );
  };
  const removeGroup = () =>
    actions.remove(() => deleteMessageGroups(state.scopeId, [current!.id]), deletedText('group', 1), {
      values: { count: 1, names: current!.name },
    });
  const addMembers = async (input: Omit<AddMembersInput, 'groupId'>) => {
    await actions.save(() => addMessageMembers(state.scopeId, { groupId: current!.id, ...input }), addMembersTexts, {
      values: (result) => ({ group: current!.name, count: result.added.length }),
    });
  };
  const removeMembers = async () => {
    await actions.remove(
      () =>
        deleteMessageMembers(
          state.scopeId,
          selectedMembers.map((member) => member.id),
        ),
      'messaging.group.membersRemoved',
      {
        values: {
          group: current!.name,
          names: recordNames(
            selectedMembers.map((member) => member.username),
            t,
          ),
        },
      },
    );
    setSelectedMembers([]);
  };

  return (
    <MessagingScreen scope={scope} title={title}>
      <SpaceBetween size="l">
        <CatalogueTable
          testId="message-group-table"
          title={title}
          records={groups.data}
          loading={groups.loading && !groups.data}
          loadingText={t('messaging.spec.querying')}
          emptyText={t('messaging.spec.noGroups')}
          pageSize={MESSAGE_PAGE_SIZE}
          selectionType="single"
          selected={current ? [current] : []}
          onSelectionChange={(chosen) => choose(chosen[0])}
          onRowClick={choose}
          columns={[
            { id: 'name', header: t('messaging.field.name'), cell: (group) => group.name, sortingField: 'name' },
            { id: 'description', header: t('messaging.field.description'), cell: (group) => group.description || '-' },
            { id: 'memberCount', header: t('messaging.field.members'), cell: (group) => group.memberCount },
            { id: 'updatedAt', header: t('messaging.field.updatedAt'), cell: (group) => dateTime(group.updatedAt) },
          ]}
          actions={
            <CatalogueActions
              testIdPrefix="message-group"
              chosen={current ? 1 : 0}
              canAdd={state.ready}
              onRefresh={groups.refresh}
              onOpen={setDialog}
            />
          }
        />
        <Table
          wrapLines
          {...memberCollection.collectionProps}
          data-testid="message-member-table"
          items={memberCollection.items}
          trackBy="id"
          selectionType="multi"
          selectedItems={selectedMembers}
          onSelectionChange={({ detail }) => setSelectedMembers(detail.selectedItems)}
          ariaLabels={{
            selectionGroupLabel: t('messaging.field.members'),
            itemSelectionLabel: (_, member) => member.username,
            allItemsSelectionLabel: () => t('messaging.field.members'),
          }}
          columnDefinitions={[
            {
              id: 'username',
              header: t('messaging.field.username'),
              cell: (m) => m.username,
              sortingField: 'username',
            },
            { id: 'email', header: t('messaging.field.email'), cell: (m) => m.email ?? '-' },
            { id: 'addedAt', header: t('messaging.field.createdAt'), cell: (m) => dateTime(m.addedAt) },
          ]}
          pagination={<Pagination {...memberCollection.paginationProps} />}
          header={
            <Header
              counter={current ? `(${members.length})` : undefined}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    data-testid="message-member-remove"
                    disabled={selectedMembers.length === 0}
                    onClick={() => setDialog('removeMembers')}
                  >
                    {t('messaging.action.removeMembers')}
                  </Button>
                  <Button
                    data-testid="message-member-add-by-role"
                    disabled={!current}
                    onClick={() => setDialog('addByRole')}
                  >
                    {t('messaging.action.addByRole')}
                  </Button>
                  <Button data-testid="message-member-add" disabled={!current} onClick={() => setDialog('addMembers')}>
                    {t('messaging.action.addMembers')}
                  </Button>
                </SpaceBetween>
              }
            >
              {current ? t('messaging.group.members', { name: current.name }) : t('messaging.group.noSelection')}
            </Header>
          }
        />
      </SpaceBetween>
      {dialog === 'add' || ((dialog === 'edit' || dialog === 'view') && current) ? (
        <RecordModal
          kind="group"
          mode={dialog}
          initial={dialog === 'add' ? undefined : { name: current!.name, description: current!.description ?? '' }}
          viewLines={
            current
              ? [
                  { label: t('messaging.field.members'), value: String(current.memberCount) },
                  { label: t('messaging.field.createdAt'), value: dateTime(current.createdAt) },
                  { label: t('messaging.field.updatedAt'), value: dateTime(current.updatedAt) },
                ]
              : undefined
          }
          onSubmit={save}
          onDismiss={close}
        />
      ) : null}
      {dialog === 'delete' && current ? (
        <DeleteRecordsModal names={[current.name]} onConfirm={removeGroup} onDismiss={close} />
      ) : null}
      {dialog === 'removeMembers' && current ? (
        <DeleteNamesModal
          header={t('messaging.dialog.removeMembersTitle')}
          text={t('messaging.dialog.removeMembersText', { group: current.name, count: selectedMembers.length })}
          names={selectedMembers.map((member) => member.username)}
          confirmText={t('messaging.action.remove')}
          onConfirm={removeMembers}
          onDismiss={close}
        />
      ) : null}
      {dialog === 'addMembers' && current && state.organisationId ? (
        <AddMembersModal
          scope={scope}
          organisationId={state.organisationId}
          memberUserIds={memberUserIds}
          onSubmit={(userIds) => addMembers({ userIds })}
          onDismiss={close}
        />
      ) : null}
      {dialog === 'addByRole' && current && state.organisationId ? (
        <RoleMembersModal
          organisationId={state.organisationId}
          memberUserIds={memberUserIds}
          onSubmit={addMembers}
          onDismiss={close}
        />
      ) : null}
    </MessagingScreen>
  );
}
