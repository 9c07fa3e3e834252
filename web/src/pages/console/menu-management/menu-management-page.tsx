import { MenuManagement } from '../menus-shared/menu-management.js';

/** `/console/menu-management` (docs/menus.md). */
export default function MenuManagementPage() {
  return <MenuManagement scope="platform" />;
}
