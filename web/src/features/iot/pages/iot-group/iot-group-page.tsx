import '../../messages/iot-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { CopyableId } from '@/components/copyable-id.js';
import { RowActions, type RowAction } from '@/components/row-actions.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { LoadMoreFooter, optionsOnDemand } from '@/components/load-more.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useLoad } from '@/components/use-load.js';
import { useGatewayPages } from '@/features/equipment/components/use-gateway-pages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import {
  addGroupMembers,
  createGroup,
  deleteGroup,
  getGroupMemberPage,
  getGroups,
  removeGroupMembers,
  updateGroup,
  type Group,
  type GroupMember,
} from '../../api/iot.js';
import { formatDateTime } from '@/components/formatting.js';
import { GatewayStatus } from '../../components/gateway-status.js';

/** The add and edit dialog of a group: name (unique in the enterprise) and description. */
function GroupModal(props: { group?: Group; onDone: () => void; onDismiss: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState(props.group?.name ?? '');
  const [description, setDescription] = useState(props.group?.description ?? '');
  const form = useFormSubmit<'name' | 'description'>('name');
  const save = () =>
    form.submit(Boolean(name.trim()), async () => {
      const body = { name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}) };
      if (props.group) await updateGroup({ id: props.group.id, ...body });
      else await createGroup(body);
      props.onDone();
    });
  return (
    <FormModal
      testId="iot-group-modal"
      header={props.group ? t('iot.group.editTitle') : t('iot.group.addTitle')}
      cancelText={t('iot.action.cancel')}
      submitText={t('iot.action.save')}
      submitTestId="iot-group-save"
      busy={form.busy}
      onSubmit={() => void save()}
      onDismiss={props.onDismiss}
      form
    >
      <SpaceBetween size="s">
        <FormField
          label={t('iot.group.name')}
          errorText={form.submitted && !name.trim() ? t('iot.required') : form.serverErrors.name}
        >
          <Input data-testid="iot-group-name" value={name} onChange={({ detail }) => setName(detail.value)} />
        </FormField>
        <FormField label={t('iot.group.groupDescription')} errorText={form.serverErrors.description}>
          <Textarea value={description} onChange={({ detail }) => setDescription(detail.value)} />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}

/** Adds gateways of the enterprise not yet in the group. */
function AddMembersModal(props: {
  group: Group;
  present: readonly string[];
  onDone: () => void;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const gateways = useGatewayPages(enterpriseId);
  const [chosen, setChosen] = useState<readonly MultiselectProps.Option[]>([]);
  const form = useFormSubmit<'gatewayIds'>('gatewayIds');
  const options = gateways.items
    .filter((gateway) => !props.present.includes(gateway.id))
    .map((gateway) => ({ value: gateway.id, label: gateway.equipmentId, description: gateway.equipmentType.name }));
  return (
    <FormModal
      testId="iot-members-modal"
      header={t('iot.group.addMembers')}
      cancelText={t('iot.action.cancel')}
      submitText={t('iot.action.save')}
      submitTestId="iot-members-save"
      submitDisabled={chosen.length === 0}
      busy={form.busy}
      onSubmit={() =>
        void form.submit(true, async () => {
          await addGroupMembers(
            props.group.id,
            chosen.map((option) => option.value!),
          );
          props.onDone();
        })
      }
      onDismiss={props.onDismiss}
    >
      <FormField label={t('iot.group.gateways')} errorText={form.serverErrors.gatewayIds}>
        <Multiselect
          data-testid="iot-members-gateways"
          {...optionsOnDemand(gateways)}
          loadingText={t('app.loading')}
          options={options}
          selectedOptions={chosen}
          filteringType="auto"
          onChange={({ detail }) => setChosen(detail.selectedOptions)}
        />
      </FormField>
    </FormModal>
  );
}

/**
 * `/console/iot/group`: the enterprise's device groups — add; in each group's 操作 menu edit, add gateways, delete
 * after a confirmation — and the chosen group's member gateways (a group is chosen by its name, a link to its
 * members, or its selection), added from the enterprise's gateways and removed after a confirmation.
 */
export default function IotGroupPage() {
  const { t, locale } = useI18n();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const groups = useLoad(enterpriseId, getGroups);
  const [selected, setSelected] = useState<Group[]>([]);
  const chosen = groups.data?.find((group) => group.id === selected[0]?.id);
  const members = useCursorList(chosen?.id, (cursor, signal) => getGroupMemberPage(chosen!.id, cursor, signal));
  const [chosenMembers, setChosenMembers] = useState<GroupMember[]>([]);
  const [dialog, setDialog] = useState<
    { kind: 'add' | 'removeMembers' } | { kind: 'edit' | 'delete' | 'addMembers'; group: Group }
  >();
  const memberRows = chosen ? [...members.items] : [];
  const done = () => {
    setDialog(undefined);
    setChosenMembers([]);
    groups.reload();
    members.reload();
  };

  /** Shows the group's members below. */
  const choose = (group: Group) => {
    setSelected([group]);
    setChosenMembers([]);
  };
  /** A group's actions, in its 操作 menu; adding gateways shows the group's members too. */
  const actionsOf = (group: Group): RowAction[] => [
    { id: 'iot-group-edit', text: t('iot.action.edit'), onClick: () => setDialog({ kind: 'edit', group }) },
    {
      id: 'iot-group-add-members',
      text: t('iot.group.addMembers'),
      onClick: () => {
        choose(group);
        setDialog({ kind: 'addMembers', group });
      },
    },
    { id: 'iot-group-delete', text: t('iot.action.delete'), onClick: () => setDialog({ kind: 'delete', group }) },
  ];

  return (
    <ScreenLayout title={t('iot.group.title')} description={t('iot.group.description')}>
      <SpaceBetween size="l">
        {groups.error ? <Alert type="error">{t('iot.load.failed', { message: messageOf(groups.error) })}</Alert> : null}
        <CatalogueTable
          testId="iot-group-table"
          title={t('iot.group.title')}
          records={groups.data}
          loading={groups.loading}
          loadingText={t('app.loading')}
          emptyText={t('iot.group.empty')}
          pageSize={10}
          selectionType="single"
          selected={chosen ? [chosen] : []}
          onSelectionChange={(next) => {
            setSelected(next);
            setChosenMembers([]);
          }}
          columns={[
            {
              id: 'name',
              header: t('iot.group.name'),
              sortingField: 'name',
              cell: (group) => (
                <SpaceBetween size="xxxs">
                  <Link onFollow={() => choose(group)}>{group.name}</Link>
                  <CopyableId id={group.id} label={t('iot.group.groupId')} />
                </SpaceBetween>
              ),
            },
            { id: 'description', header: t('iot.group.groupDescription'), cell: (group) => group.description ?? '-' },
            { id: 'members', header: t('iot.group.members'), cell: (group) => group.memberCount },
            {
              id: 'updated',
              header: t('iot.group.updated'),
              cell: (group) => formatDateTime(group.updateDate, locale),
            },
            {
              id: 'actions',
              header: t('app.rowActions'),
              cell: (group) => <RowActions name={group.name} actions={actionsOf(group)} />,
            },
          ]}
          actions={
            <Button variant="primary" data-testid="iot-group-add" onClick={() => setDialog({ kind: 'add' })}>
              {t('iot.action.add')}
            </Button>
          }
        />
        <Table
          wrapLines
          data-testid="iot-member-table"
          items={memberRows}
          trackBy="gatewayId"
          loading={Boolean(chosen) && members.loading && members.items.length === 0}
          loadingText={t('app.loading')}
          selectionType="multi"
          selectedItems={chosenMembers}
          onSelectionChange={({ detail }) => setChosenMembers(detail.selectedItems)}
          ariaLabels={{
            selectionGroupLabel: t('iot.group.gateways'),
            itemSelectionLabel: (_, member) => member.hardwareId ?? member.gatewayId,
            allItemsSelectionLabel: () => t('iot.group.gateways'),
          }}
          empty={<TableEmpty text={chosen ? t('iot.group.memberEmpty') : t('iot.group.pick')} />}
          footer={<LoadMoreFooter list={members} testId="iot-members-load-more" />}
          header={
            <Header
              counter={chosen ? `(${memberRows.length}${members.hasMore ? '+' : ''})` : undefined}
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    data-testid="iot-members-add"
                    disabled={!chosen}
                    onClick={() => chosen && setDialog({ kind: 'addMembers', group: chosen })}
                  >
                    {t('iot.group.addMembers')}
                  </Button>
                  <Button
                    data-testid="iot-members-remove"
                    disabled={chosenMembers.length === 0}
                    onClick={() => setDialog({ kind: 'removeMembers' })}
                  >
                    {t('iot.group.removeMembers')}
                  </Button>
                </SpaceBetween>
              }
            >
              {chosen ? t('iot.group.memberTitle', { name: chosen.name }) : t('iot.group.pick')}
            </Header>
          }
          columnDefinitions={[
            {
              id: 'gateway',
              header: t('iot.device.hardwareId'),
              isRowHeader: true,
              cell: (member) => member.hardwareId ?? t('iot.group.missing'),
            },
            { id: 'type', header: t('iot.device.type'), cell: (member) => member.typeName ?? '-' },
            {
              id: 'status',
              header: t('iot.device.gatewayStatus'),
              cell: (member) => (member.status ? <GatewayStatus status={member.status} /> : '-'),
            },
            { id: 'added', header: t('iot.group.addedAt'), cell: (member) => formatDateTime(member.addedAt, locale) },
          ]}
        />
      </SpaceBetween>
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <GroupModal
          group={dialog.kind === 'edit' ? dialog.group : undefined}
          onDone={done}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmModal
          header={t('iot.group.deleteTitle')}
          onConfirm={async () => {
            await deleteGroup(dialog.group.id);
            if (chosen?.id === dialog.group.id) setSelected([]);
            done();
          }}
          onDismiss={() => setDialog(undefined)}
        >
          {t('iot.group.deleteText', { name: dialog.group.name })}
        </ConfirmModal>
      ) : null}
      {dialog?.kind === 'addMembers' && chosen?.id === dialog.group.id ? (
        <AddMembersModal
          group={dialog.group}
          present={memberRows.map((member) => member.gatewayId)}
          onDone={done}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'removeMembers' && chosen ? (
        <ConfirmModal
          header={t('iot.group.removeMembers')}
          onConfirm={async () => {
            await removeGroupMembers(
              chosen.id,
              chosenMembers.map((member) => member.gatewayId),
            );
            done();
          }}
          onDismiss={() => setDialog(undefined)}
        >
          {t('iot.group.removeText', { count: chosenMembers.length })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
