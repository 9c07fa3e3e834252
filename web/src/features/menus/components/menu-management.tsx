import '../messages/menus-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { deleteMenu, getMenus, getWebDeployments, submitMenu, type MenuInput, type MenuItem } from '../api/menus.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { useLoad } from '@/components/use-load.js';
import { MenuFormModal } from './menu-form-modal.js';
import { flattenTree, menuName } from './menu-tree.js';
import { useMenuTreeTable } from './use-menu-tree-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

type Dialog =
  | { kind: 'add'; parent?: Pick<MenuItem, 'id'> }
  | { kind: 'edit'; menu: MenuItem }
  | { kind: 'delete'; menu: MenuItem }
  | { kind: 'blocked'; menu: MenuItem };

/** The form values of an existing node. */
function inputOf(menu: MenuItem): MenuInput {
  return {
    id: menu.id,
    parentId: menu.parentId,
    enterpriseId: menu.enterpriseId,
    name: menu.name,
    nameEn: menu.nameEn,
    icon: menu.icon,
    type: menu.type,
    url: menu.url,
    sort: menu.sort,
    deploymentId: menu.deploymentId,
    helpPageId: menu.helpPageId,
    privileges: menu.privileges,
    isPublic: menu.isPublic,
    byProxy: menu.byProxy ?? false,
  };
}

/**
 * Menu maintenance of one scope: the platform catalogue or the current
 * enterprise's own menus, as a tree table with add, add child, edit, set
 * privilege, search by name and delete. Deleting a node with children shows
 * the 无法删除！ warning and makes no call.
 */
export function MenuManagement(props: { scope: 'platform' | 'enterprise' }) {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const session = useSession();
  const enterpriseId = props.scope === 'enterprise' ? session.data?.currentEnterprise?.id : undefined;
  const key = props.scope === 'platform' ? 'platform' : enterpriseId;
  const menus = useLoad(key, (signal) => getMenus(enterpriseId, signal));
  const deployments = useLoad('web', (signal) => getWebDeployments(signal));
  const [dialog, setDialog] = useState<Dialog>();
  const [deleting, setDeleting] = useState(false);
  const flat = flattenTree(menus.data ?? []);
  const treeTable = useMenuTreeTable(flat, {
    loading: menus.loading,
    error: menus.error,
    inheritColor: true,
    sorting: true,
  });

  /** Saves the dialog's node; a new directory's result offers its first child as the next step. */
  const save = async (values: MenuInput) => {
    let saved: { id: string };
    try {
      saved = await submitMenu({ ...values, ...(enterpriseId ? { enterpriseId } : {}) });
    } catch (failure) {
      notify({ type: 'error', content: t('menus.submitFail') });
      throw failure;
    }
    const name = menuName(values, locale);
    notify({
      type: 'success',
      content: t(values.id ? 'menus.saved' : 'menus.created', { name }),
      ...(!values.id && values.type === 'directory'
        ? {
            action: {
              text: t('menus.action.addChild'),
              onClick: () => setDialog({ kind: 'add', parent: { id: saved.id } }),
            },
          }
        : {}),
    });
    setDialog(undefined);
    menus.reload();
  };

  const askDelete = (menu: MenuItem) =>
    setDialog(menu.children.length > 0 ? { kind: 'blocked', menu } : { kind: 'delete', menu });

  const remove = async (menu: MenuItem) => {
    setDeleting(true);
    try {
      await deleteMenu(menu.id);
      notify({ type: 'success', content: t('menus.deleted', { name: menuName(menu, locale) }) });
      menus.reload();
    } catch {
      notify({ type: 'error', content: t('menus.deleteFail') });
    } finally {
      setDeleting(false);
      setDialog(undefined);
    }
  };

  const title = props.scope === 'platform' ? t('menus.title.platform') : t('menus.title.enterprise');
  const parentName = (parentId: string | null | undefined) => {
    const parent = parentId ? flat.find((m) => m.id === parentId) : undefined;
    return parent ? menuName(parent, locale) : undefined;
  };
  const blank = (parent?: Pick<MenuItem, 'id'>): MenuInput => ({
    parentId: parent?.id ?? null,
    name: '',
    type: 'page',
    sort: 0,
    privileges: ['view'],
    isPublic: false,
    byProxy: false,
  });

  const columns: TableProps.ColumnDefinition<(typeof flat)[number]>[] = [
    { id: 'name', header: t('menus.field.name'), cell: (m) => menuName(m, locale), isRowHeader: true },
    { id: 'type', header: t('menus.field.type'), cell: (m) => t(`menus.type.${m.type}`) },
    { id: 'url', header: t('menus.field.url'), cell: (m) => m.url ?? '-' },
    { id: 'sort', header: t('menus.field.sort'), cell: (m) => m.sort },
    { id: 'privileges', header: t('menus.field.privileges'), cell: (m) => m.privileges.join(', ') || '-' },
    {
      id: 'isPublic',
      header: t('menus.field.isPublic'),
      cell: (m) => (m.isPublic ? <StatusIndicator type="success" /> : '-'),
    },
    {
      id: 'actions',
      header: t('menus.field.actions'),
      cell: (m) => (
        <SpaceBetween direction="horizontal" size="xxs">
          {m.type === 'directory' ? (
            <Button variant="inline-link" onClick={() => setDialog({ kind: 'add', parent: m })}>
              {t('menus.action.addChild')}
            </Button>
          ) : null}
          <Button variant="inline-link" onClick={() => setDialog({ kind: 'edit', menu: m })}>
            {t('menus.action.edit')}
          </Button>
          <Button variant="inline-link" onClick={() => setDialog({ kind: 'edit', menu: m })}>
            {t('menus.action.setPrivilege')}
          </Button>
          <Button variant="inline-link" onClick={() => askDelete(m)}>
            {t('menus.action.delete')}
          </Button>
        </SpaceBetween>
      ),
    },
  ];
  const preferences = useTablePreferences('menu-table', columnsOf(columns, 'name'));
  return (
    <ScreenLayout title={title}>
      <Table
        {...preferences.tableProps}
        preferences={preferences.preferences}
        data-testid="menu-table"
        {...treeTable}
        header={
          <Header
            counter={`(${flat.length})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" ariaLabel={t('menus.action.reload')} onClick={menus.reload} />
                <Button variant="primary" data-testid="menu-add" onClick={() => setDialog({ kind: 'add' })}>
                  {t('menus.action.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
        columnDefinitions={columns}
      />
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <MenuFormModal
          header={dialog.kind === 'add' ? t('menus.action.add') : t('menus.action.edit')}
          initial={dialog.kind === 'add' ? blank(dialog.parent) : inputOf(dialog.menu)}
          parentName={parentName(dialog.kind === 'add' ? dialog.parent?.id : dialog.menu.parentId)}
          deployments={deployments.data ?? []}
          onSubmit={save}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'blocked' ? (
        <Modal
          visible
          data-testid="menu-blocked"
          header={t('menus.cannotDelete.title')}
          onDismiss={() => setDialog(undefined)}
          footer={
            <Box float="right">
              <Button variant="primary" onClick={() => setDialog(undefined)}>
                {t('menus.action.ok')}
              </Button>
            </Box>
          }
        >
          {t('menus.cannotDelete.content')}
        </Modal>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <Modal
          visible
          data-testid="menu-delete"
          header={t('menus.confirmDelete.title')}
          onDismiss={() => setDialog(undefined)}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" disabled={deleting} onClick={() => setDialog(undefined)}>
                  {t('menus.action.cancel')}
                </Button>
                <Button
                  variant="primary"
                  loading={deleting}
                  data-testid="menu-delete-confirm"
                  onClick={() => void remove(dialog.menu)}
                >
                  {t('menus.action.delete')}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {t('menus.confirmDelete.content', { name: menuName(dialog.menu, locale) })}
        </Modal>
      ) : null}
    </ScreenLayout>
  );
}
