import { RoleUsersView } from '../../components/role-users-view.js';

/** `/console/user-role-config` (spec doc 1 §2): the enterprise variant of the shared role screen. */
export default function UserRoleConfigPage() {
  return <RoleUsersView scope="enterprise" />;
}
