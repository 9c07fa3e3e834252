import { RoleUsersView } from '../../components/role-users-view.js';

/** `/console/platform-user-role-config` (spec doc 1 §2): the platform variant of the shared role screen. */
export default function PlatformUserRoleConfigPage() {
  return <RoleUsersView scope="platform" />;
}
