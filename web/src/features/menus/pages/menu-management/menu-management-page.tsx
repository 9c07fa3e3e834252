import { MenuManagement } from '../../components/menu-management.js';

/** `/console/menu-management` (docs/menus.md). */
export default function MenuManagementPage() {
  return <MenuManagement scope="platform" />;
}
