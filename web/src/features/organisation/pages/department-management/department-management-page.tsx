import '../../messages/organisation-messages.js';
import { useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import TextFilter from '@cloudscape-design/components/text-filter';
import {
  createDepartment,
  deleteDepartment,
  getDepartmentPositions,
  getDepartments,
  getUsersWithWorkInfo,
  getWorkGroups,
  updateDepartment,
  type Department,
  type UnitInput,
} from '../../api/organisation.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { inUseOf, isForbidden } from './server-errors.js';
import { messageOf } from '@/api/http-client.js';
import { UnitModal } from './unit-modal.js';
import { UnitTable } from './unit-table.js';
import { useLoad } from '@/components/use-load.js';
import { ScreenLayout } from '@/components/screen-layout.js';

const PAGE_SIZE = 10;

/**
 * The selected department's positions, work groups and members, one tab each. `addPosition` opens the position
 * dialog (the next step a new department's result offers); `onAddPositionOpened` says it is open.
 */
function DepartmentDetails({
  department,
  onChanged,
  addPosition,
  onAddPositionOpened,
}: {
  department: Department;
  onChanged: () => void;
  addPosition: boolean;
  onAddPositionOpened: () => void;
}) {
  const { t } = useI18n();
  const follow = useFollow();
  const positions = useLoad(department.id, (signal) => getDepartmentPositions(department.id, signal));
  const groups = useLoad(department.id, (signal) => getWorkGroups(department.id, signal));
  const members = useLoad(department.id, (signal) =>
    getUsersWithWorkInfo({ enterprise: department.enterpriseId, department: department.id }, signal),
  );
  const changed = () => {
    positions.reload();
    groups.reload();
    onChanged();
  };
  return (
    <Container header={<Header variant="h2">{department.name}</Header>} data-testid="department-details">
      <Tabs
        tabs={[
          {
            id: 'positions',
            label: t('organisation.position.title'),
            content: (
              <UnitTable
                departmentId={department.id}
                kind="positions"
                units={positions.data?.positions ?? []}
                loading={positions.loading}
                onChanged={changed}
                openAdd={addPosition}
                onAddOpened={onAddPositionOpened}
              />
            ),
          },
          {
            id: 'workGroups',
            label: t('organisation.workGroup.title'),
            content: (
              <UnitTable
                departmentId={department.id}
                kind="workGroups"
                units={groups.data ?? []}
                loading={groups.loading}
                onChanged={changed}
              />
            ),
          },
          {
            id: 'members',
            label: t('organisation.member.title'),
            content: (
              <Table
                wrapLines
                data-testid="members-table"
                variant="embedded"
                items={members.data ?? []}
                loading={members.loading}
                loadingText={t('app.loading')}
                trackBy="id"
                header={
                  <Header
                    counter={`(${members.data?.length ?? 0})`}
                    actions={
                      <Button href={`/console/edit-user-job?departmentId=${department.id}`} onFollow={follow}>
                        {t('organisation.member.assign')}
                      </Button>
                    }
                  >
                    {t('organisation.member.title')}
                  </Header>
                }
                columnDefinitions={[
                  { id: 'username', header: t('organisation.member.username'), cell: (u) => u.username },
                  { id: 'workNum', header: t('organisation.member.workNum'), cell: (u) => u.workNum ?? '-' },
                  { id: 'position', header: t('organisation.member.position'), cell: (u) => u.position?.name ?? '-' },
                  {
                    id: 'groups',
                    header: t('organisation.member.workGroups'),
                    cell: (u) => u.workGroups?.map((g) => g.name).join(', ') || '-',
                  },
                  {
                    id: 'edit',
                    header: t('organisation.common.actions'),
                    cell: (u) => (
                      <Link href={`/console/edit-user-job?userId=${u.id}`} onFollow={follow}>
                        {t('organisation.member.editJob')}
                      </Link>
                    ),
                  },
                ]}
                empty={
                  <Box textAlign="center" color="inherit">
                    {t('organisation.member.empty')}
                  </Box>
                }
              />
            ),
          },
        ]}
      />
    </Container>
  );
}

/**
 * `/console/department-management`: the current enterprise's departments
 * (add, edit, delete with confirmation; a department still in use cannot be
 * deleted) and, for the selected one, its positions, work groups and members.
 */
export default function DepartmentManagementPage() {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const session = useSession();
  const enterpriseId = session.data?.currentEnterprise?.id;
  const departments = useLoad(enterpriseId, (signal) => getDepartments(enterpriseId!, signal));
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<'add' | 'edit' | 'delete'>();
  /** The department whose position dialog the next-step button of its result asked for. */
  const [addPositionTo, setAddPositionTo] = useState<string>();
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(
    departments.data ?? [],
    {
      filtering: {
        empty: (
          <Box textAlign="center" color="inherit">
            {t('organisation.department.empty')}
          </Box>
        ),
        noMatch: (
          <Box textAlign="center" color="inherit">
            {t('organisation.department.empty')}
          </Box>
        ),
      },
      pagination: { pageSize: PAGE_SIZE },
      sorting: {},
    },
  );
  const selected = departments.data?.find((d) => d.id === selectedId);

  const save = async (values: UnitInput) => {
    if (dialog === 'edit' && selected) {
      await updateDepartment(selected.id, values);
      notify({ type: 'success', content: t('organisation.department.saved', { name: values.name }) });
    } else {
      const created = await createDepartment(enterpriseId!, values);
      setSelectedId(created.id);
      // A department's members need a position, so its positions are the next step.
      notify({
        type: 'success',
        content: t('organisation.department.created', { name: values.name }),
        action: {
          text: t('organisation.position.addTitle'),
          onClick: () => {
            setSelectedId(created.id);
            setAddPositionTo(created.id);
          },
        },
      });
    }
    setDialog(undefined);
    departments.reload();
  };

  const remove = async () => {
    if (!selected) return;
    try {
      await deleteDepartment(selected.id);
      setSelectedId(undefined);
      notify({ type: 'success', content: t('organisation.department.deleted', { name: selected.name }) });
      departments.reload();
    } catch (failure) {
      const inUse = inUseOf(failure);
      notify({
        type: 'error',
        content: inUse
          ? t('organisation.department.inUse', inUse)
          : t('organisation.department.deleteFailed', { message: messageOf(failure) }),
      });
    } finally {
      setDialog(undefined);
    }
  };

  return (
    <ScreenLayout title={t('organisation.department.page')} description={t('organisation.department.description')}>
      {!enterpriseId ? (
        <StatusIndicator type="info">{t('organisation.common.noEnterprise')}</StatusIndicator>
      ) : (
        <SpaceBetween size="l">
          <Table
            wrapLines
            {...collectionProps}
            data-testid="department-table"
            items={items}
            trackBy="id"
            selectionType="single"
            ariaLabels={{
              selectionGroupLabel: t('organisation.department.page'),
              itemSelectionLabel: (_, item) => item.name,
            }}
            selectedItems={selected ? [selected] : []}
            onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id)}
            loading={departments.loading}
            loadingText={t('app.loading')}
            columnDefinitions={[
              { id: 'name', header: t('organisation.common.name'), cell: (d) => d.name, sortingField: 'name' },
              { id: 'code', header: t('organisation.common.code'), cell: (d) => d.code, sortingField: 'code' },
              { id: 'members', header: t('organisation.common.members'), cell: (d) => d.memberCount },
              { id: 'positions', header: t('organisation.department.positions'), cell: (d) => d.positionCount },
              { id: 'workGroups', header: t('organisation.department.workGroups'), cell: (d) => d.workGroupCount },
            ]}
            header={
              <Header
                counter={departments.data ? `(${departments.data.length})` : undefined}
                description={session.data?.currentEnterprise?.name}
                actions={
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button data-testid="department-add" onClick={() => setDialog('add')}>
                      {t('organisation.common.add')}
                    </Button>
                    <Button disabled={!selected} data-testid="department-edit" onClick={() => setDialog('edit')}>
                      {t('organisation.common.edit')}
                    </Button>
                    <Button disabled={!selected} data-testid="department-delete" onClick={() => setDialog('delete')}>
                      {t('organisation.common.delete')}
                    </Button>
                  </SpaceBetween>
                }
              >
                {t('organisation.department.title')}
              </Header>
            }
            filter={
              <TextFilter
                {...filterProps}
                countText={`${filteredItemsCount ?? 0}`}
                filteringPlaceholder={t('organisation.common.name')}
                filteringAriaLabel={t('organisation.common.name')}
              />
            }
            pagination={<Pagination {...paginationProps} />}
            empty={
              departments.error ? (
                <StatusIndicator type="error">
                  {isForbidden(departments.error)
                    ? t('organisation.common.forbidden')
                    : t('organisation.common.loadFailed', { message: departments.error.message })}
                </StatusIndicator>
              ) : undefined
            }
          />
          {selected ? (
            <DepartmentDetails
              key={selected.id}
              department={selected}
              onChanged={departments.reload}
              addPosition={addPositionTo === selected.id}
              onAddPositionOpened={() => setAddPositionTo(undefined)}
            />
          ) : (
            <Box color="text-status-inactive">{t('organisation.department.select')}</Box>
          )}
        </SpaceBetween>
      )}
      {dialog === 'add' || (dialog === 'edit' && selected) ? (
        <UnitModal
          header={t(dialog === 'add' ? 'organisation.department.addTitle' : 'organisation.department.editTitle')}
          withCode
          initial={dialog === 'edit' && selected ? { name: selected.name, code: selected.code } : undefined}
          onSubmit={save}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog === 'delete' && selected ? (
        <ConfirmModal
          header={t('organisation.department.deleteTitle')}
          confirmText={t('organisation.common.delete')}
          onConfirm={remove}
          onDismiss={() => setDialog(undefined)}
        >
          {t('organisation.department.deleteText', { name: selected.name })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
