import '../messages/menus-messages.js';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { getMenusAndPrivilege, submitRoleMenuPrivilege } from '../api/menus.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useLoad } from '@/components/use-load.js';
import { flattenTree, menuName } from './menu-tree.js';
import {
  grantsOf,
  privilegeLabelKey,
  visibleState,
  withEverything,
  withPrivilege,
  withVisible,
  type Grants,
} from './privilege-grants.js';
import { useMenuTreeTable } from './use-menu-tree-table.js';
import { readSelectedRole } from './selected-role.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/**
 * The role-privilege screen: the menu tree with a "visible" box and one box
 * per grantable privilege (查看/新增/编辑/删除/审核) on every node. A folder's
 * box ticks everything below it and shows partly ticked when only some is;
 * 全选 ticks every menu with every privilege. Submit flattens the ticked
 * boxes to `{roleId, menuId, privilege}` entries and replaces the role's
 * grants; the result stays on screen until the next change.
 */
export function RolePrivilegeConfig(props: { scope: 'platform' | 'enterprise' }) {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const location = useLocation();
  const navigate = useNavigate();
  const role = readSelectedRole(location.search);
  const tree = useLoad(role?.id, (signal) => getMenusAndPrivilege(role!.id, role?.enterpriseId, signal));
  const flat = flattenTree(tree.data ?? []);
  const [grants, setGrantsState] = useState<Grants>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string }>();
  useEffect(() => setGrantsState(grantsOf(tree.data ?? [])), [tree.data]);
  const setGrants = (change: (current: Grants) => Grants) => {
    setResult(undefined);
    setGrantsState(change);
  };
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

  const everything = visibleState(grants, tree.data ?? []);
  const privilegeLabel = (code: string) => {
    const key = privilegeLabelKey(code);
    return key ? t(key) : code;
  };

  const submit = async () => {
    setBusy(true);
    try {
      const entries = Object.entries(grants)
        .filter(([, grant]) => grant.granted)
        .map(([menuId, grant]) => ({ roleId: role.id, menuId, privilege: grant.privilege }));
      await submitRoleMenuPrivilege(role.id, entries);
      notify({ type: 'success', content: t('menus.privilege.success', { name: role.name ?? role.id }) });
      tree.reload();
      setResult({
        type: 'success',
        text: t('menus.privilege.saved', { name: role.name ?? role.id, count: entries.length }),
      });
    } catch (failure) {
      notify({ type: 'error', content: t('menus.privilege.fail') });
      setResult({ type: 'error', text: `${t('menus.privilege.fail')} ${(failure as Error).message}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenLayout title={title} description={t('menus.privilege.hint')}>
      <SpaceBetween size="m">
        {result ? (
          <Alert type={result.type} dismissible onDismiss={() => setResult(undefined)} data-testid="privilege-result">
            {result.text}
          </Alert>
        ) : null}
        <Table
          wrapLines
          data-testid="privilege-table"
          {...treeTable}
          header={
            <Header
              actions={
                <SpaceBetween direction="horizontal" size="s" alignItems="center">
                  <Checkbox
                    data-testid="privilege-select-all"
                    checked={everything === 'all'}
                    indeterminate={everything === 'some'}
                    onChange={({ detail }) => setGrants(() => withEverything(tree.data ?? [], detail.checked))}
                  >
                    {t('menus.privilege.selectAll')}
                  </Checkbox>
                  <Button variant="primary" loading={busy} data-testid="privilege-submit" onClick={() => void submit()}>
                    {t('menus.action.submit')}
                  </Button>
                </SpaceBetween>
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
                  indeterminate={m.children.length > 0 && visibleState(grants, [m]) === 'some'}
                  onChange={({ detail }) => setGrants((g) => withVisible(g, m, detail.checked))}
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
                      onChange={({ detail }) => setGrants((g) => withPrivilege(g, m, code, detail.checked))}
                    >
                      {privilegeLabel(code)}
                    </Checkbox>
                  ))}
                </SpaceBetween>
              ),
            },
          ]}
        />
      </SpaceBetween>
    </ScreenLayout>
  );
}
