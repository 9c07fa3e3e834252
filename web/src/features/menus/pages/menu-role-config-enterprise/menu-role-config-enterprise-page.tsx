import { MenuRoleConfig } from '../../components/menu-role-config.js';

/** `/console/menu-role-config-enterprise` (docs/menus.md). */
export default function MenuRoleConfigEnterprisePage() {
  return <MenuRoleConfig scope="enterprise" />;
}
