import { MenuManagement } from '../../components/menu-management.js';

/** `/console/menu-management-enterprise` (docs/menus.md). */
export default function MenuManagementEnterprisePage() {
  return <MenuManagement scope="enterprise" />;
}
