import { AssignRolesView } from '../../components/assign-roles-view.js';

/** `/console/assign-user-role` (spec doc 1 §2, content not shown; docs/privilege-applications.md): the enterprise variant. */
export default function AssignUserRolePage() {
  return <AssignRolesView scope="enterprise" />;
}
