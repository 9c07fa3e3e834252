import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const RoleListPage = lazy(() => import('./pages/role-list/role-list-page.js'));
const UserRoleConfigPage = lazy(() => import('./pages/user-role-config/user-role-config-page.js'));
const UserRoleAddPage = lazy(() => import('./pages/user-role-add/user-role-add-page.js'));
const PlatformRoleListPage = lazy(() => import('./pages/platform-role-list/platform-role-list-page.js'));
const PlatformUserRoleConfigPage = lazy(
  () => import('./pages/platform-user-role-config/platform-user-role-config-page.js'),
);
const PlatformUserRoleAddPage = lazy(() => import('./pages/platform-user-role-add/platform-user-role-add-page.js'));
const ApplyEnterpriseRolesPage = lazy(() => import('./pages/apply-enterprise-roles/apply-enterprise-roles-page.js'));
const ApplyPlatformRolesPage = lazy(() => import('./pages/apply-platform-roles/apply-platform-roles-page.js'));
const EmployeeVerifyUserRolePage = lazy(
  () => import('./pages/employee-verify-user-role/employee-verify-user-role-page.js'),
);
const VerifyUserRolePage = lazy(() => import('./pages/verify-user-role/verify-user-role-page.js'));
const AssignUserRolePage = lazy(() => import('./pages/assign-user-role/assign-user-role-page.js'));
const AssignPlatformUserRolePage = lazy(
  () => import('./pages/assign-platform-user-role/assign-platform-user-role-page.js'),
);
const FunctionRolesPage = lazy(() => import('./pages/function-roles/function-roles-page.js'));
const CompanyPrivilegePage = lazy(() => import('./pages/company-privilege/company-privilege-page.js'));

/** Roles: role lists and their users, and the grants (applications, assignments, function roles, privileges). */
export const rolesRoutes: FeatureRoutes = {
  console: [
    { path: 'role-list', element: <RoleListPage /> },
    { path: 'user-role-config', element: <UserRoleConfigPage />, selectedOn: 'role-list' },
    { path: 'user-role-add', element: <UserRoleAddPage />, selectedOn: 'role-list' },
    { path: 'platform-role-list', element: <PlatformRoleListPage /> },
    { path: 'platform-user-role-config', element: <PlatformUserRoleConfigPage />, selectedOn: 'platform-role-list' },
    { path: 'platform-user-role-add', element: <PlatformUserRoleAddPage />, selectedOn: 'platform-role-list' },
    { path: 'apply-enterprise-roles', element: <ApplyEnterpriseRolesPage /> },
    { path: 'apply-platform-roles', element: <ApplyPlatformRolesPage /> },
    { path: 'employee-verify-user-role', element: <EmployeeVerifyUserRolePage /> },
    { path: 'verify-user-role', element: <VerifyUserRolePage /> },
    { path: 'assign-user-role', element: <AssignUserRolePage /> },
    { path: 'assign-platform-user-role', element: <AssignPlatformUserRolePage /> },
    { path: 'function-roles', element: <FunctionRolesPage /> },
    { path: 'company-privilege', element: <CompanyPrivilegePage /> },
  ],
};
