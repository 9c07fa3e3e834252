import '../messages/menus-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import { NIL_ID } from '@shared/constants/ids.js';
import { getMenuRoles, getMenus, type MenuItem, type MenuRole } from '../api/menus.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { useLoad } from '@/components/use-load.js';
import { flattenTree, menuName } from './menu-tree.js';
import { useMenuTreeTable } from './use-menu-tree-table.js';
import { SELECTED_ROLE_KEY } from './selected-role.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/**
 * Which roles see a menu: the scope's menu tree on the left (platform
 * catalogue, or the current enterprise's own menus); choosing a node lists the
 * roles with a grant on it that the caller administers, each linking to its
 * privilege screen (where grants are changed).
 */
export function MenuRoleConfig(props: { scope: 'platform' | 'enterprise' }) {
  const { t, locale } = useI18n();
  const follow = useFollow();
  const session = useSession();
  const enterpriseId = props.scope === 'enterprise' ? session.data?.currentEnterprise?.id : undefined;
  const menus = useLoad(props.scope === 'platform' ? 'platform' : enterpriseId, (signal) =>
    getMenus(enterpriseId, signal),
  );
  const [selected, setSelected] = useState<MenuItem>();
  const roles = useLoad(selected?.id, (signal) => getMenuRoles(selected!.id, signal));
  const flat = flattenTree(menus.data ?? []);
  const treeTable = useMenuTreeTable(flat, {
    loading: menus.loading,
    error: menus.error,
  });
  const title = props.scope === 'platform' ? t('menus.title.menuRoles') : t('menus.title.menuRolesEnterprise');
  const remember = (role: MenuRole) =>
    sessionStorage.setItem(
      SELECTED_ROLE_KEY,
      JSON.stringify({ id: role.id, name: role.name, enterpriseId: role.enterpriseId }),
    );

  return (
    <ScreenLayout title={title}>
      <ColumnLayout columns={2}>
        <Table
          wrapLines
          data-testid="menu-role-menus"
          {...treeTable}
          selectionType="single"
          ariaLabels={{
            selectionGroupLabel: t('menus.menuRoles.select'),
            itemSelectionLabel: (_, item) => menuName(item, locale),
          }}
          selectedItems={selected ? [selected] : []}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0])}
          header={<Header>{t('menus.menuRoles.select')}</Header>}
          columnDefinitions={[
            { id: 'name', header: t('menus.field.name'), cell: (m) => menuName(m, locale), isRowHeader: true },
            { id: 'type', header: t('menus.field.type'), cell: (m) => t(`menus.type.${m.type}`) },
          ]}
        />
        {/* On a phone the columns stack: the roles' table appears once the menus are in, so the menus arriving
            above it never push it down (a layout shift of 0.135 at 412 px). */}
        {menus.loading ? (
          <div />
        ) : (
          <Table
            wrapLines
            data-testid="menu-role-roles"
            items={roles.data ?? []}
            loading={roles.loading}
            loadingText={t('app.loading')}
            trackBy="id"
            variant="container"
            header={<Header>{selected ? menuName(selected, locale) : t('menus.field.role')}</Header>}
            columnDefinitions={[
              { id: 'name', header: t('menus.field.role'), cell: (r) => r.name, isRowHeader: true },
              { id: 'held', header: t('menus.field.held'), cell: (r) => r.privilege.join(', ') || '-' },
              {
                id: 'configure',
                header: t('menus.field.actions'),
                cell: (r) => (
                  <Link
                    href={`/console/${r.enterpriseId === NIL_ID ? 'platform-' : ''}privilege-role-config?roleId=${r.id}`}
                    onFollow={(event) => {
                      remember(r);
                      follow(event);
                    }}
                  >
                    {t('menus.menuRoles.configure')}
                  </Link>
                ),
              },
            ]}
            empty={<Box textAlign="center">{selected ? t('menus.menuRoles.empty') : t('menus.menuRoles.choose')}</Box>}
          />
        )}
      </ColumnLayout>
    </ScreenLayout>
  );
}
