import '../messages/messaging-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { MESSAGING_USERS_MAX } from '@shared/constants/messaging-rules.js';
import { FormModal } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { searchCandidates, type Candidate } from './candidates.js';
import type { MessagingScope } from './scope.js';
import { useListing } from './use-listing.js';

/**
 * "Add members": the users of the scope (an enterprise's members, or any
 * account for the platform) searched by username; users already in the
 * group cannot be ticked; OK adds the ticked ones.
 */
export function AddMembersModal(props: {
  scope: MessagingScope;
  organisationId: string;
  memberUserIds: ReadonlySet<string>;
  onSubmit: (userIds: string[]) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Candidate[]>([]);
  const [busy, setBusy] = useState(false);
  const candidates = useListing(
    `${props.organisationId}|${search}`,
    (signal) => searchCandidates(props.scope, props.organisationId, search, signal),
    { failed: 'messaging.group.userFailed' },
  );

  const submit = async () => {
    setBusy(true);
    try {
      await props.onSubmit(selected.map((user) => user.id));
    } catch {
      // The failure toast is shown by the caller; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      testId="messaging-add-members-modal"
      size="large"
      header={t('messaging.dialog.addMembers')}
      cancelText={t('messaging.action.cancel')}
      submitText={t('messaging.action.confirm')}
      submitTestId="messaging-add-members-ok"
      submitDisabled={selected.length === 0}
      busy={busy}
      onSubmit={() => void submit()}
      onDismiss={props.onDismiss}
    >
      <Table
        wrapLines
        data-testid="messaging-candidate-table"
        variant="embedded"
        items={candidates.data ?? []}
        trackBy="id"
        selectionType="multi"
        selectedItems={selected}
        isItemDisabled={(user) => props.memberUserIds.has(user.id)}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems.slice(0, MESSAGING_USERS_MAX))}
        ariaLabels={{
          selectionGroupLabel: t('messaging.dialog.addMembers'),
          itemSelectionLabel: (_, user) => user.username,
          allItemsSelectionLabel: () => t('messaging.dialog.addMembers'),
        }}
        loading={candidates.loading}
        loadingText={t('messaging.spec.querying')}
        empty={
          <Box textAlign="center" color="inherit">
            {t('messaging.group.candidatesEmpty')}
          </Box>
        }
        filter={
          <TextFilter
            filteringText={filterText}
            filteringPlaceholder={t('messaging.placeholder.searchUsers')}
            onChange={({ detail }) => setFilterText(detail.filteringText)}
            onDelayedChange={({ detail }) => setSearch(detail.filteringText.trim())}
          />
        }
        header={<Box variant="small">{t('messaging.sent.selected', { count: selected.length })}</Box>}
        columnDefinitions={[
          { id: 'username', header: t('messaging.field.username'), cell: (user) => user.username },
          { id: 'email', header: t('messaging.field.email'), cell: (user) => user.email ?? '-' },
          { id: 'department', header: t('messaging.field.department'), cell: (user) => user.department?.name ?? '-' },
          {
            id: 'member',
            header: '',
            cell: (user) => (props.memberUserIds.has(user.id) ? t('messaging.group.alreadyMember') : ''),
          },
        ]}
      />
    </FormModal>
  );
}
