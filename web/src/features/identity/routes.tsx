import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const LoginPage = lazy(() => import('./pages/login/login-page.js'));
const LogoutPage = lazy(() => import('./pages/logout/logout-page.js'));
const RegisterPage = lazy(() => import('./pages/register/register-page.js'));
const RegisterSuccessPage = lazy(() => import('./pages/register-success/register-success-page.js'));
const RegisterPrivatePage = lazy(() => import('./pages/register-private/register-private-page.js'));
const RegisterVerifyPage = lazy(() => import('./pages/register-verify/register-verify-page.js'));
const RegisterWithInvitationCodePage = lazy(
  () => import('./pages/register-with-invitation-code/register-with-invitation-code-page.js'),
);
const VerifySuccessPage = lazy(() => import('./pages/verify-success/verify-success-page.js'));
const VerifyFailPage = lazy(() => import('./pages/verify-fail/verify-fail-page.js'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/reset-password-page.js'));
const FindBackUsernamePage = lazy(() => import('./pages/find-back-username/find-back-username-page.js'));
const PhoneValidationPage = lazy(() => import('./pages/phone-validation/phone-validation-page.js'));
const UserDetailsPage = lazy(() => import('./pages/user-details/user-details-page.js'));
const EditUserDetailsPage = lazy(() => import('./pages/edit-user-details/edit-user-details-page.js'));
const ModifyUserPasswordPage = lazy(() => import('./pages/modify-user-password/modify-user-password-page.js'));
const AdminEditUserPage = lazy(() => import('./pages/admin-edit-user/admin-edit-user-page.js'));
const UserListManagementPage = lazy(() => import('./pages/user-list-management/user-list-management-page.js'));
const UserListManagementPrivatePage = lazy(
  () => import('./pages/user-list-management-private/user-list-management-private-page.js'),
);
const EmployeeListManagementPage = lazy(
  () => import('./pages/employee-list-management/employee-list-management-page.js'),
);
const EmployeeListManagementPrivatePage = lazy(
  () => import('./pages/employee-list-management-private/employee-list-management-private-page.js'),
);
const EnterpriseListManagementPage = lazy(
  () => import('./pages/enterprise-list-management/enterprise-list-management-page.js'),
);

/** Identity: sign-in, registration and password recovery, user data, user / employee / enterprise lists. */
export const identityRoutes: FeatureRoutes = {
  public: [
    { path: '/common/login', element: <LoginPage /> },
    { path: '/common/register', element: <RegisterPage /> },
    { path: '/common/register-success', element: <RegisterSuccessPage /> },
    { path: '/common/logout', element: <LogoutPage /> },
    { path: '/common/reset-password', element: <ResetPasswordPage /> },
    { path: '/common/find-back-username', element: <FindBackUsernamePage /> },
    { path: '/common/phone-validation', element: <PhoneValidationPage /> },
    // The spec's route table names `/login-validate` for the phone check of a sign-in (its calls are below it).
    { path: '/login-validate', element: <PhoneValidationPage /> },
    { path: '/common/register-private', element: <RegisterPrivatePage /> },
    { path: '/common/register-verify', element: <RegisterVerifyPage /> },
    { path: '/common/verify-success', element: <VerifySuccessPage /> },
    { path: '/common/verify-fail', element: <VerifyFailPage /> },
    { path: '/common/register-with-invitation-code', element: <RegisterWithInvitationCodePage /> },
  ],
  console: [
    { path: 'user-details', element: <UserDetailsPage />, userMenu: true },
    { path: 'edit-user-details', element: <EditUserDetailsPage />, selectedOn: 'user-details' },
    { path: 'modify-user-password', element: <ModifyUserPasswordPage />, userMenu: true },
    { path: 'admin-edit-user', element: <AdminEditUserPage /> },
    { path: 'user-list-management', element: <UserListManagementPage /> },
    { path: 'user-list-management-private', element: <UserListManagementPrivatePage /> },
    { path: 'employee-list-management', element: <EmployeeListManagementPage /> },
    { path: 'employee-list-management-private', element: <EmployeeListManagementPrivatePage /> },
    { path: 'enterprise-list-management', element: <EnterpriseListManagementPage /> },
  ],
};
