import '../messages/messaging-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { MessageKey } from '@/i18n/messages.js';
import { getScopeRoles, type AddMembersInput } from '../api/messaging.js';
import {
  getDepartmentPositions,
  getDepartments,
  getUsersWithWorkInfo,
  getWorkGroups,
} from '@/features/organisation/api/organisation.js';
import { listRoleHolders } from '@/features/roles/api/roles.js';
import { FormModal } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { Candidate } from './candidates.js';
import { useListing } from './use-listing.js';

/** The unit filters of the dialog ('' = any). */
interface Filter {
  roleId: string;
  departmentId: string;
  positionId: string;
  workGroupId: string;
}

/**
 * The holders of a role narrowed by the unit filters. The role holders come
 * from `roleWithUsers`; with a department, `usersWithWorkInfo` of that
 * department (and position) gives their jobs, and the work group is matched
 * on the rows.
 */
async function matchingHolders(organisationId: string, filter: Filter, signal: AbortSignal): Promise<Candidate[]> {
  const holders = await listRoleHolders(filter.roleId, signal);
  if (!filter.departmentId) return holders.filter((user) => !user.removed);
  const inUnits = await getUsersWithWorkInfo(
    { enterprise: organisationId, department: filter.departmentId, position: filter.positionId || undefined },
    signal,
  );
  const held = new Set(holders.map((user) => user.id));
  return inUnits.filter(
    (user) =>
      held.has(user.id) && (!filter.workGroupId || (user.workGroups ?? []).some((g) => g.id === filter.workGroupId)),
  );
}

/**
 * "Add members by role": pick a role of the scope's enterprise (the
 * platform's roles in the platform scope: enterprise id all zeros, spec doc 1
 * §9), narrow by department, position and work group, and tick users. With
 * users ticked those users are added; with none, the role's matching holders
 * are added as the role's members (`roleIds` with the unit filters).
 */
export function RoleMembersModal(props: {
  organisationId: string;
  memberUserIds: ReadonlySet<string>;
  onSubmit: (input: Omit<AddMembersInput, 'groupId'>) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const org = props.organisationId;
  const [filter, setFilter] = useState<Filter>({ roleId: '', departmentId: '', positionId: '', workGroupId: '' });
  const [selected, setSelected] = useState<Candidate[]>([]);
  const [busy, setBusy] = useState(false);
  const roles = useListing(org, (signal) => getScopeRoles(org, signal), { failed: 'messaging.group.roleFailed' });
  const departments = useListing(org, (signal) => getDepartments(org, signal), {
    failed: 'messaging.group.departmentFailed',
  });
  const positions = useListing(
    filter.departmentId || undefined,
    async (signal) => (await getDepartmentPositions(filter.departmentId, signal)).positions ?? [],
    { failed: 'messaging.group.positionFailed' },
  );
  const workGroups = useListing(
    filter.departmentId || undefined,
    (signal) => getWorkGroups(filter.departmentId, signal),
    { failed: 'messaging.group.workGroupFailed' },
  );
  const holders = useListing(
    filter.roleId ? `${filter.roleId}|${filter.departmentId}|${filter.positionId}|${filter.workGroupId}` : undefined,
    (signal) => matchingHolders(org, filter, signal),
    { failed: 'messaging.group.userFailed' },
  );

  const change = (next: Partial<Filter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setSelected([]);
  };

  const select = (
    testId: string,
    label: MessageKey,
    anyLabel: MessageKey,
    items: { id: string; name: string }[] | undefined,
    loading: boolean,
    value: string,
    onChange: (id: string) => void,
    disabled = false,
  ) => {
    const any: SelectProps.Option = { value: '', label: t(anyLabel) };
    const options = [any, ...(items ?? []).map((item) => ({ value: item.id, label: item.name }))];
    return (
      <FormField label={t(label)}>
        <Select
          data-testid={testId}
          disabled={disabled}
          selectedOption={options.find((o) => o.value === value) ?? any}
          options={options}
          statusType={loading ? 'loading' : 'finished'}
          onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
        />
      </FormField>
    );
  };

  const submit = async () => {
    setBusy(true);
    try {
      await props.onSubmit(
        selected.length > 0
          ? { userIds: selected.map((user) => user.id) }
          : {
              roleIds: [filter.roleId],
              ...(filter.departmentId ? { departmentId: filter.departmentId } : {}),
              ...(filter.positionId ? { positionId: filter.positionId } : {}),
              ...(filter.workGroupId ? { workGroupId: filter.workGroupId } : {}),
            },
      );
    } catch {
      // The failure toast is shown by the caller; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  return (
    <FormModal
      testId="messaging-role-members-modal"
      size="large"
      header={t('messaging.dialog.addByRole')}
      cancelText={t('messaging.action.cancel')}
      submitText={t('messaging.action.confirm')}
      submitTestId="messaging-role-members-ok"
      submitDisabled={!filter.roleId || (holders.data ?? []).length === 0}
      busy={busy}
      onSubmit={() => void submit()}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        <Alert type="info">{t('messaging.dialog.roleHint')}</Alert>
        <ColumnLayout columns={4}>
          <FormField label={t('messaging.field.role')}>
            <Select
              data-testid="messaging-role-select"
              selectedOption={roleOptions.find((o) => o.value === filter.roleId) ?? null}
              placeholder={t('messaging.placeholder.choose')}
              options={roleOptions}
              filteringType="auto"
              statusType={roles.loading ? 'loading' : 'finished'}
              onChange={({ detail }) => change({ roleId: detail.selectedOption.value ?? '' })}
            />
          </FormField>
          {select(
            'messaging-department-select',
            'messaging.field.department',
            'messaging.placeholder.allDepartments',
            departments.data,
            departments.loading,
            filter.departmentId,
            (departmentId) => change({ departmentId, positionId: '', workGroupId: '' }),
          )}
          {select(
            'messaging-position-select',
            'messaging.field.position',
            'messaging.placeholder.allPositions',
            positions.data,
            positions.loading,
            filter.positionId,
            (positionId) => change({ positionId }),
            !filter.departmentId,
          )}
          {select(
            'messaging-work-group-select',
            'messaging.field.workGroup',
            'messaging.placeholder.allWorkGroups',
            workGroups.data,
            workGroups.loading,
            filter.workGroupId,
            (workGroupId) => change({ workGroupId }),
            !filter.departmentId,
          )}
        </ColumnLayout>
        <Table
          wrapLines
          data-testid="messaging-role-holder-table"
          variant="embedded"
          items={holders.data ?? []}
          trackBy="id"
          selectionType="multi"
          selectedItems={selected}
          isItemDisabled={(user) => props.memberUserIds.has(user.id)}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          ariaLabels={{
            selectionGroupLabel: t('messaging.group.roleHolders'),
            itemSelectionLabel: (_, user) => user.username,
            allItemsSelectionLabel: () => t('messaging.group.roleHolders'),
          }}
          loading={holders.loading}
          loadingText={t('messaging.spec.querying')}
          header={
            <Box variant="h4">
              {t('messaging.group.roleHolders')} ({holders.data?.length ?? 0})
            </Box>
          }
          empty={
            <Box textAlign="center" color="inherit">
              {t('messaging.group.candidatesEmpty')}
            </Box>
          }
          columnDefinitions={[
            { id: 'username', header: t('messaging.field.username'), cell: (user) => user.username },
            { id: 'email', header: t('messaging.field.email'), cell: (user) => user.email ?? '-' },
            {
              id: 'member',
              header: '',
              cell: (user) => (props.memberUserIds.has(user.id) ? t('messaging.group.alreadyMember') : ''),
            },
          ]}
        />
      </SpaceBetween>
    </FormModal>
  );
}
