import { ApplyRolesView } from '../../components/apply-roles-view.js';

/** `/console/apply-enterprise-roles` (spec doc 1 §2, content not shown; docs/privilege-applications.md): the enterprise variant. */
export default function ApplyEnterpriseRolesPage() {
  return <ApplyRolesView scope="enterprise" />;
}
