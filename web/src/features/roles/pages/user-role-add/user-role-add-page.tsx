import { RoleUsersAddView } from '../../components/role-users-add-view.js';

/** `/console/user-role-add` (spec doc 1 §2): the enterprise variant of the shared role screen. */
export default function UserRoleAddPage() {
  return <RoleUsersAddView scope="enterprise" />;
}
