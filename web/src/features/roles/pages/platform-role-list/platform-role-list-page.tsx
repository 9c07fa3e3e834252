import { RoleListView } from '../../components/role-list-view.js';

/** `/console/platform-role-list` (spec doc 1 §2): the platform variant of the shared role screen. */
export default function PlatformRoleListPage() {
  return <RoleListView scope="platform" />;
}
