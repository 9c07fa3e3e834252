import '../messages/menus-messages.js';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { getMenusAndPrivilege, submitRoleMenuPrivilege, type RoleMenuItem } from '../api/menus.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useLoad } from '@/components/use-load.js';
import { flattenTree, menuName } from './menu-tree.js';
import { useMenuTreeTable } from './use-menu-tree-table.js';
import { readSelectedRole } from './selected-role.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/** What the role holds per menu id while editing. */
type Grants = Record<string, { granted: boolean; privilege: string[] }>;

const grantsOf = (nodes: readonly RoleMenuItem[]): Grants =>
  Object.fromEntries(nodes.map((n) => [n.id, { granted: n.granted, privilege: n.privilege }]));

/**
 * The role-privilege screen: the menu tree with a "visible" box and one box
 * per grantable privilege on every node; submit flattens the ticked boxes to
 * `{roleId, menuId, privilege}` entries and replaces the role's grants.
 */
export function RolePrivilegeConfig(props: { scope: 'platform' | 'enterprise' }) {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const location = useLocation();
  const navigate = useNavigate();
  const role = readSelectedRole(location.search);
  const tree = useLoad(role?.id, (signal) => getMenusAndPrivilege(role!.id, role?.enterpriseId, signal));
  const flat = flattenTree(tree.data ?? []);
  const [grants, setGrants] = useState<Grants>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => setGrants(grantsOf(flattenTree(tree.data ?? []))), [tree.data]);
  const treeTable = useMenuTreeTable(flat, {
    loading: tree.loading,
    error: tree.error,
  });

  const title = props.scope === 'platform' ? t('menus.title.platformPrivilege') : t('menus.title.privilege');
  if (!role) {
    return (
      <ScreenLayout title={title}>
        <SpaceBetween size="m">
          <Alert type="info" data-testid="no-role">
            {t('menus.privilege.noRole')}
          </Alert>
          <Button
            data-testid="back-to-roles"
            onClick={() =>
              void navigate(props.scope === 'platform' ? '/console/platform-role-list' : '/console/role-list')
            }
          >
            {t('menus.privilege.backToRoles')}
          </Button>
        </SpaceBetween>
      </ScreenLayout>
    );
  }

  const setVisible = (id: string, granted: boolean) =>
    setGrants((g) => ({ ...g, [id]: { granted, privilege: granted ? (g[id]?.privilege ?? []) : [] } }));
  const setPrivilege = (menu: RoleMenuItem, code: string, on: boolean) =>
    setGrants((g) => {
      const held = new Set(g[menu.id]?.privilege ?? []);
      if (on) held.add(code);
      else held.delete(code);
      return {
        ...g,
        [menu.id]: {
          granted: on || (g[menu.id]?.granted ?? false),
          privilege: menu.privileges.filter((p) => held.has(p)),
        },
      };
    });

  const submit = async () => {
    setBusy(true);
    try {
      const entries = Object.entries(grants)
        .filter(([, grant]) => grant.granted)
        .map(([menuId, grant]) => ({ roleId: role.id, menuId, privilege: grant.privilege }));
      await submitRoleMenuPrivilege(role.id, entries);
      notify({ type: 'success', content: t('menus.privilege.success') });
      tree.reload();
    } catch {
      notify({ type: 'error', content: t('menus.privilege.fail') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenLayout title={title} description={t('menus.privilege.hint')}>
      <Table
        data-testid="privilege-table"
        {...treeTable}
        header={
          <Header
            actions={
              <Button variant="primary" loading={busy} data-testid="privilege-submit" onClick={() => void submit()}>
                {t('menus.action.submit')}
              </Button>
            }
          >
            {t('menus.privilege.roleLabel', { name: role.name ?? role.id })}
          </Header>
        }
        columnDefinitions={[
          { id: 'name', header: t('menus.field.name'), cell: (m) => menuName(m, locale), isRowHeader: true },
          {
            id: 'granted',
            header: t('menus.field.granted'),
            cell: (m) => (
              <Checkbox
                ariaLabel={`${t('menus.field.granted')} ${menuName(m, locale)}`}
                checked={grants[m.id]?.granted ?? false}
                onChange={({ detail }) => setVisible(m.id, detail.checked)}
              />
            ),
          },
          {
            id: 'privileges',
            header: t('menus.field.privileges'),
            cell: (m) => (
              <SpaceBetween direction="horizontal" size="s">
                {m.privileges.map((code) => (
                  <Checkbox
                    key={code}
                    checked={grants[m.id]?.privilege.includes(code) ?? false}
                    onChange={({ detail }) => setPrivilege(m, code, detail.checked)}
                  >
                    {code}
                  </Checkbox>
                ))}
              </SpaceBetween>
            ),
          },
        ]}
      />
    </ScreenLayout>
  );
}
