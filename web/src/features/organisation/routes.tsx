import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const DepartmentManagementPage = lazy(() => import('./pages/department-management/department-management-page.js'));
const EditUserJobPage = lazy(() => import('./pages/edit-user-job/edit-user-job-page.js'));
const UserInvitationPage = lazy(() => import('./pages/user-invitation/user-invitation-page.js'));
const UserInvitationPrivatePage = lazy(() => import('./pages/user-invitation-private/user-invitation-private-page.js'));

/** Organisation: departments, positions and work groups, employees' jobs, invitations. */
export const organisationRoutes: FeatureRoutes = {
  console: [
    { path: 'department-management', element: <DepartmentManagementPage /> },
    { path: 'edit-user-job', element: <EditUserJobPage /> },
    { path: 'user-invitation', element: <UserInvitationPage /> },
    { path: 'user-invitation-private', element: <UserInvitationPrivatePage /> },
  ],
};
