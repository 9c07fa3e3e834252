import { ApplyRolesView } from '../../components/apply-roles-view.js';

/** `/console/apply-platform-roles` (spec doc 1 §2, content not shown; docs/privilege-applications.md): the platform variant. */
export default function ApplyPlatformRolesPage() {
  return <ApplyRolesView scope="platform" />;
}
