import { RoleUsersAddView } from '../../components/role-users-add-view.js';

/** `/console/platform-user-role-add` (spec doc 1 §2): the platform variant of the shared role screen. */
export default function PlatformUserRoleAddPage() {
  return <RoleUsersAddView scope="platform" />;
}
