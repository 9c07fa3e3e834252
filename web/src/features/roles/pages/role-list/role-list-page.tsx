import { RoleListView } from '../../components/role-list-view.js';

/** `/console/role-list` (spec doc 1 §2): the enterprise variant of the shared role screen. */
export default function RoleListPage() {
  return <RoleListView scope="enterprise" />;
}
