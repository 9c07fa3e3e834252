import { RolePrivilegeConfig } from '../../components/role-privilege-config.js';

/** `/console/platform-privilege-role-config` (docs/menus.md). */
export default function PlatformPrivilegeRoleConfigPage() {
  return <RolePrivilegeConfig scope="platform" />;
}
