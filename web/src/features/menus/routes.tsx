import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const MenuManagementPage = lazy(() => import('./pages/menu-management/menu-management-page.js'));
const MenuManagementEnterprisePage = lazy(
  () => import('./pages/menu-management-enterprise/menu-management-enterprise-page.js'),
);
const PrivilegeRoleConfigPage = lazy(() => import('./pages/privilege-role-config/privilege-role-config-page.js'));
const PlatformPrivilegeRoleConfigPage = lazy(
  () => import('./pages/platform-privilege-role-config/platform-privilege-role-config-page.js'),
);
const MenuRoleConfigPage = lazy(() => import('./pages/menu-role-config/menu-role-config-page.js'));
const MenuRoleConfigEnterprisePage = lazy(
  () => import('./pages/menu-role-config-enterprise/menu-role-config-enterprise-page.js'),
);

/** Menus: the menu trees and which roles see which menus. */
export const menusRoutes: FeatureRoutes = {
  console: [
    { path: 'menu-management', element: <MenuManagementPage /> },
    { path: 'menu-management-enterprise', element: <MenuManagementEnterprisePage /> },
    { path: 'privilege-role-config', element: <PrivilegeRoleConfigPage />, selectedOn: 'role-list' },
    {
      path: 'platform-privilege-role-config',
      element: <PlatformPrivilegeRoleConfigPage />,
      selectedOn: 'platform-role-list',
    },
    { path: 'menu-role-config', element: <MenuRoleConfigPage /> },
    { path: 'menu-role-config-enterprise', element: <MenuRoleConfigEnterprisePage /> },
  ],
};
