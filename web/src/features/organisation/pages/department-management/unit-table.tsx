import '../../messages/organisation-messages.js';
import { useEffect, useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { createChild, deleteChild, updateChild, type ChildKind, type UnitInput } from '../../api/organisation.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { inUseOf } from './server-errors.js';
import { messageOf } from '@/api/http-client.js';
import { UnitModal } from './unit-modal.js';

/** A position or work group row. */
export interface UnitRow {
  id: string;
  name: string;
  code?: string;
  memberCount: number;
}

const PAGE_SIZE = 10;

/**
 * The positions or the work groups of one department: single selection,
 * add / edit / delete (confirmed; a unit still held gives the in-use message).
 * `openAdd` opens the add dialog from outside (a next step offered elsewhere); `onAddOpened` says it did.
 */
export function UnitTable(props: {
  departmentId: string;
  kind: ChildKind;
  units: UnitRow[];
  loading: boolean;
  onChanged: () => void;
  openAdd?: boolean;
  onAddOpened?: () => void;
}) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [selected, setSelected] = useState<UnitRow[]>([]);
  const [dialog, setDialog] = useState<'add' | 'edit' | 'delete'>();
  const labels =
    props.kind === 'positions'
      ? ({
          title: 'organisation.position.title',
          empty: 'organisation.position.empty',
          add: 'organisation.position.addTitle',
          edit: 'organisation.position.editTitle',
          del: 'organisation.position.deleteTitle',
          delText: 'organisation.position.deleteText',
          inUse: 'organisation.position.inUse',
          saved: 'organisation.position.saved',
          deleted: 'organisation.position.deleted',
        } as const)
      : ({
          title: 'organisation.workGroup.title',
          empty: 'organisation.workGroup.empty',
          add: 'organisation.workGroup.addTitle',
          edit: 'organisation.workGroup.editTitle',
          del: 'organisation.workGroup.deleteTitle',
          delText: 'organisation.workGroup.deleteText',
          inUse: 'organisation.workGroup.inUse',
          saved: 'organisation.workGroup.saved',
          deleted: 'organisation.workGroup.deleted',
        } as const);
  const { items, collectionProps, paginationProps } = useCollection(props.units, {
    pagination: { pageSize: PAGE_SIZE },
    selection: { trackBy: 'id' },
    sorting: {},
  });
  const current = selected[0] && props.units.find((u) => u.id === selected[0].id);
  const withCode = props.kind === 'positions';

  const { openAdd, onAddOpened } = props;
  useEffect(() => {
    if (!openAdd) return;
    setDialog('add');
    onAddOpened?.();
  }, [openAdd, onAddOpened]);

  const done = (key: typeof labels.saved | typeof labels.deleted, name: string) => {
    notify({ type: 'success', content: t(key, { name }) });
    setDialog(undefined);
    props.onChanged();
  };

  const save = async (values: UnitInput) => {
    if (dialog === 'edit' && current) await updateChild(props.departmentId, props.kind, current.id, values);
    else await createChild(props.departmentId, props.kind, values);
    done(labels.saved, values.name);
  };

  const remove = async () => {
    if (!current) return;
    try {
      await deleteChild(props.departmentId, props.kind, current.id);
      setSelected([]);
      done(labels.deleted, current.name);
    } catch (failure) {
      const inUse = inUseOf(failure);
      notify({
        type: 'error',
        content: inUse
          ? t(labels.inUse, { members: inUse.members })
          : t('organisation.department.deleteFailed', { message: messageOf(failure) }),
      });
      setDialog(undefined);
    }
  };

  return (
    <>
      <Table
        wrapLines
        {...collectionProps}
        data-testid={`${props.kind}-table`}
        items={items}
        trackBy="id"
        selectionType="single"
        ariaLabels={{ selectionGroupLabel: t(labels.title), itemSelectionLabel: (_, item) => item.name }}
        selectedItems={current ? [current] : []}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        loading={props.loading}
        loadingText={t('app.loading')}
        variant="embedded"
        columnDefinitions={[
          { id: 'name', header: t('organisation.common.name'), cell: (u) => u.name, sortingField: 'name' },
          ...(withCode
            ? [{ id: 'code', header: t('organisation.common.code'), cell: (u: UnitRow) => u.code ?? '-' }]
            : []),
          { id: 'members', header: t('organisation.common.members'), cell: (u) => u.memberCount },
        ]}
        header={
          <Header
            counter={`(${props.units.length})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button data-testid={`${props.kind}-add`} onClick={() => setDialog('add')}>
                  {t('organisation.common.add')}
                </Button>
                <Button disabled={!current} onClick={() => setDialog('edit')}>
                  {t('organisation.common.edit')}
                </Button>
                <Button disabled={!current} data-testid={`${props.kind}-delete`} onClick={() => setDialog('delete')}>
                  {t('organisation.common.delete')}
                </Button>
              </SpaceBetween>
            }
          >
            {t(labels.title)}
          </Header>
        }
        empty={
          <Box textAlign="center" color="inherit">
            {t(labels.empty)}
          </Box>
        }
        pagination={<Pagination {...paginationProps} />}
      />
      {dialog === 'add' || (dialog === 'edit' && current) ? (
        <UnitModal
          header={t(dialog === 'add' ? labels.add : labels.edit)}
          withCode={withCode}
          initial={dialog === 'edit' && current ? { name: current.name, code: current.code ?? '' } : undefined}
          onSubmit={save}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog === 'delete' && current ? (
        <ConfirmModal
          header={t(labels.del)}
          confirmText={t('organisation.common.delete')}
          onConfirm={remove}
          onDismiss={() => setDialog(undefined)}
        >
          {t(labels.delText, { name: current.name })}
        </ConfirmModal>
      ) : null}
    </>
  );
}
