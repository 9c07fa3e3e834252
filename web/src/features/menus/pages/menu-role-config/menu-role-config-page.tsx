import { MenuRoleConfig } from '../../components/menu-role-config.js';

/** `/console/menu-role-config` (docs/menus.md). */
export default function MenuRoleConfigPage() {
  return <MenuRoleConfig scope="platform" />;
}
