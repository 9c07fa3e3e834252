import { AssignRolesView } from '../../components/assign-roles-view.js';

/** `/console/assign-platform-user-role` (spec doc 1 §2, content not shown; docs/privilege-applications.md): the platform variant. */
export default function AssignPlatformUserRolePage() {
  return <AssignRolesView scope="platform" />;
}
