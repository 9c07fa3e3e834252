import { MenuManagement } from '../menus-shared/menu-management.js';

/** `/console/menu-management-enterprise` (docs/menus.md). */
export default function MenuManagementEnterprisePage() {
  return <MenuManagement scope="enterprise" />;
}
