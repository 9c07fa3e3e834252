import { RolePrivilegeConfig } from '../../components/role-privilege-config.js';

/** `/console/privilege-role-config` (docs/menus.md). */
export default function PrivilegeRoleConfigPage() {
  return <RolePrivilegeConfig scope="enterprise" />;
}
