import { lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { prefetchDeferredComponents } from './components/deferred.js';
import { ErrorBoundary } from './components/error-boundary.js';
import { ExpiredSessionModal } from './components/expired-session-modal.js';
import { NotificationsProvider } from './components/notifications.js';
import { PublicLayout } from './components/public-layout.js';
import { I18nProvider } from './i18n/i18n-context.js';
import { SessionProvider } from './session/session-context.js';

const ConsoleLayout = lazy(() => import('./components/console-layout.js').then((m) => ({ default: m.ConsoleLayout })));
const LandingPage = lazy(() => import('./pages/landing/landing-page.js'));
const LoginPage = lazy(() => import('./pages/common/login/login-page.js'));
const RegisterPage = lazy(() => import('./pages/common/register/register-page.js'));
const RegisterSuccessPage = lazy(() => import('./pages/common/register-success/register-success-page.js'));
const LogoutPage = lazy(() => import('./pages/common/logout/logout-page.js'));
const ResetPasswordPage = lazy(() => import('./pages/common/reset-password/reset-password-page.js'));
const FindBackUsernamePage = lazy(() => import('./pages/common/find-back-username/find-back-username-page.js'));
const PhoneValidationPage = lazy(() => import('./pages/common/phone-validation/phone-validation-page.js'));
const RegisterPrivatePage = lazy(() => import('./pages/common/register-private/register-private-page.js'));
const RegisterVerifyPage = lazy(() => import('./pages/common/register-verify/register-verify-page.js'));
const VerifySuccessPage = lazy(() => import('./pages/common/verify-success/verify-success-page.js'));
const VerifyFailPage = lazy(() => import('./pages/common/verify-fail/verify-fail-page.js'));
const HomePage = lazy(() => import('./pages/console/home/home-page.js'));
const ExceptionPage = lazy(() => import('./pages/exception/exception-page.js'));
const loadCertificationPages = () => import('./pages/console/certification-shared/certification-pages.js');
const CreateEnterpriseDetailsPage = lazy(() =>
  loadCertificationPages().then((m) => ({ default: m.CreateEnterpriseDetailsPage })),
);
const EditEnterpriseDetailsPage = lazy(() =>
  loadCertificationPages().then((m) => ({ default: m.EditEnterpriseDetailsPage })),
);
const CreateUserCertifyPage = lazy(() => loadCertificationPages().then((m) => ({ default: m.CreateUserCertifyPage })));
const EditUserCertifyPage = lazy(() => loadCertificationPages().then((m) => ({ default: m.EditUserCertifyPage })));
const VerifyEnterpriseAuthListPage = lazy(() =>
  loadCertificationPages().then((m) => ({ default: m.VerifyEnterpriseAuthListPage })),
);
const VerifyEnterpriseDetailPage = lazy(() =>
  loadCertificationPages().then((m) => ({ default: m.VerifyEnterpriseDetailPage })),
);
const UserDetailsPage = lazy(() => import('./pages/console/user-details/user-details-page.js'));
const EditUserDetailsPage = lazy(() => import('./pages/console/edit-user-details/edit-user-details-page.js'));
const ModifyUserPasswordPage = lazy(() => import('./pages/console/modify-user-password/modify-user-password-page.js'));
const AdminEditUserPage = lazy(() => import('./pages/console/admin-edit-user/admin-edit-user-page.js'));
const UserListManagementPage = lazy(() => import('./pages/console/user-list-management/user-list-management-page.js'));
const UserListManagementPrivatePage = lazy(
  () => import('./pages/console/user-list-management-private/user-list-management-private-page.js'),
);
const EmployeeListManagementPage = lazy(
  () => import('./pages/console/employee-list-management/employee-list-management-page.js'),
);
const EmployeeListManagementPrivatePage = lazy(
  () => import('./pages/console/employee-list-management-private/employee-list-management-private-page.js'),
);
const EnterpriseListManagementPage = lazy(
  () => import('./pages/console/enterprise-list-management/enterprise-list-management-page.js'),
);
const VerifyUserDetailPage = lazy(() => loadCertificationPages().then((m) => ({ default: m.VerifyUserDetailPage })));
const DepartmentManagementPage = lazy(
  () => import('./pages/console/department-management/department-management-page.js'),
);
const EditUserJobPage = lazy(() => import('./pages/console/edit-user-job/edit-user-job-page.js'));
const UserInvitationPage = lazy(() => import('./pages/console/user-invitation/user-invitation-page.js'));
const UserInvitationPrivatePage = lazy(
  () => import('./pages/console/user-invitation-private/user-invitation-private-page.js'),
);
const RoleListPage = lazy(() => import('./pages/console/role-list/role-list-page.js'));
const MenuManagementPage = lazy(() => import('./pages/console/menu-management/menu-management-page.js'));
const MenuManagementEnterprisePage = lazy(
  () => import('./pages/console/menu-management-enterprise/menu-management-enterprise-page.js'),
);
const PrivilegeRoleConfigPage = lazy(
  () => import('./pages/console/privilege-role-config/privilege-role-config-page.js'),
);
const PlatformPrivilegeRoleConfigPage = lazy(
  () => import('./pages/console/platform-privilege-role-config/platform-privilege-role-config-page.js'),
);
const MenuRoleConfigPage = lazy(() => import('./pages/console/menu-role-config/menu-role-config-page.js'));
const MenuRoleConfigEnterprisePage = lazy(
  () => import('./pages/console/menu-role-config-enterprise/menu-role-config-enterprise-page.js'),
);
const UserRoleConfigPage = lazy(() => import('./pages/console/user-role-config/user-role-config-page.js'));
const UserRoleAddPage = lazy(() => import('./pages/console/user-role-add/user-role-add-page.js'));
const PlatformRoleListPage = lazy(() => import('./pages/console/platform-role-list/platform-role-list-page.js'));
const PlatformUserRoleConfigPage = lazy(
  () => import('./pages/console/platform-user-role-config/platform-user-role-config-page.js'),
);
const PlatformUserRoleAddPage = lazy(
  () => import('./pages/console/platform-user-role-add/platform-user-role-add-page.js'),
);
const MessageCategoryPage = lazy(() => import('./pages/console/message-category/message-category-page.js'));
const MessageCategoryEnterprisePage = lazy(
  () => import('./pages/console/message-category-enterprise/message-category-enterprise-page.js'),
);
const MessageTypePage = lazy(() => import('./pages/console/message-type/message-type-page.js'));
const MessageTypeEnterprisePage = lazy(
  () => import('./pages/console/message-type-enterprise/message-type-enterprise-page.js'),
);
const MessageCenterPage = lazy(() => import('./pages/console/message-center/message-center-page.js'));
const MessageDetailPage = lazy(() => import('./pages/console/message-detail/message-detail-page.js'));
const MessageCenterEnterprisePage = lazy(
  () => import('./pages/console/message-center-enterprise/message-center-enterprise-page.js'),
);
const MessageGroupPage = lazy(() => import('./pages/console/message-group/message-group-page.js'));
const MessageGroupEnterprisePage = lazy(
  () => import('./pages/console/message-group-enterprise/message-group-enterprise-page.js'),
);
const MessageSentPage = lazy(() => import('./pages/console/message-sent/message-sent-page.js'));
const MessageSentEnterprisePage = lazy(
  () => import('./pages/console/message-sent-enterprise/message-sent-enterprise-page.js'),
);
const ApplyEnterpriseRolesPage = lazy(
  () => import('./pages/console/apply-enterprise-roles/apply-enterprise-roles-page.js'),
);
const ApplyPlatformRolesPage = lazy(() => import('./pages/console/apply-platform-roles/apply-platform-roles-page.js'));
const EmployeeVerifyUserRolePage = lazy(
  () => import('./pages/console/employee-verify-user-role/employee-verify-user-role-page.js'),
);
const VerifyUserRolePage = lazy(() => import('./pages/console/verify-user-role/verify-user-role-page.js'));
const AssignUserRolePage = lazy(() => import('./pages/console/assign-user-role/assign-user-role-page.js'));
const AssignPlatformUserRolePage = lazy(
  () => import('./pages/console/assign-platform-user-role/assign-platform-user-role-page.js'),
);
const FunctionRolesPage = lazy(() => import('./pages/console/function-roles/function-roles-page.js'));
const CompanyPrivilegePage = lazy(() => import('./pages/console/company-privilege/company-privilege-page.js'));
const RegisterWithInvitationCodePage = lazy(
  () => import('./pages/common/register-with-invitation-code/register-with-invitation-code-page.js'),
);

/**
 * The route table. Only built screens are routed: a menu url whose screen
 * comes later falls through to the 404 page. Declarative routes keep the data
 * router (loaders, actions, fetchers) out of the bundle.
 */
function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/common/login" element={<LoginPage />} />
        <Route path="/common/register" element={<RegisterPage />} />
        <Route path="/common/register-success" element={<RegisterSuccessPage />} />
        <Route path="/common/logout" element={<LogoutPage />} />
        <Route path="/common/reset-password" element={<ResetPasswordPage />} />
        <Route path="/common/find-back-username" element={<FindBackUsernamePage />} />
        <Route path="/common/phone-validation" element={<PhoneValidationPage />} />
        <Route path="/common/register-private" element={<RegisterPrivatePage />} />
        <Route path="/common/register-verify" element={<RegisterVerifyPage />} />
        <Route path="/common/verify-success" element={<VerifySuccessPage />} />
        <Route path="/common/verify-fail" element={<VerifyFailPage />} />
        <Route path="/common/register-with-invitation-code" element={<RegisterWithInvitationCodePage />} />
        <Route path="/exception/403" element={<ExceptionPage code="403" />} />
        <Route path="/exception/404" element={<ExceptionPage code="404" />} />
        <Route path="/exception/415" element={<ExceptionPage code="415" />} />
        <Route path="/exception/500" element={<ExceptionPage code="500" />} />
        <Route path="*" element={<ExceptionPage code="404" />} />
      </Route>
      <Route path="/console" element={<ConsoleLayout />}>
        <Route index element={<HomePage />} />
        <Route path="create-enterprise-details" element={<CreateEnterpriseDetailsPage />} />
        <Route path="edit-enterprise-details" element={<EditEnterpriseDetailsPage />} />
        <Route path="create-user-certify" element={<CreateUserCertifyPage />} />
        <Route path="edit-user-certify" element={<EditUserCertifyPage />} />
        <Route path="verify-enterprise-auth-list" element={<VerifyEnterpriseAuthListPage />} />
        <Route path="verify-enterprise-detail" element={<VerifyEnterpriseDetailPage />} />
        <Route path="verify-user-detail" element={<VerifyUserDetailPage />} />
        <Route path="user-details" element={<UserDetailsPage />} />
        <Route path="edit-user-details" element={<EditUserDetailsPage />} />
        <Route path="modify-user-password" element={<ModifyUserPasswordPage />} />
        <Route path="admin-edit-user" element={<AdminEditUserPage />} />
        <Route path="user-list-management" element={<UserListManagementPage />} />
        <Route path="user-list-management-private" element={<UserListManagementPrivatePage />} />
        <Route path="employee-list-management" element={<EmployeeListManagementPage />} />
        <Route path="employee-list-management-private" element={<EmployeeListManagementPrivatePage />} />
        <Route path="enterprise-list-management" element={<EnterpriseListManagementPage />} />
        <Route path="department-management" element={<DepartmentManagementPage />} />
        <Route path="edit-user-job" element={<EditUserJobPage />} />
        <Route path="user-invitation" element={<UserInvitationPage />} />
        <Route path="user-invitation-private" element={<UserInvitationPrivatePage />} />
        <Route path="role-list" element={<RoleListPage />} />
        <Route path="menu-management" element={<MenuManagementPage />} />
        <Route path="menu-management-enterprise" element={<MenuManagementEnterprisePage />} />
        <Route path="privilege-role-config" element={<PrivilegeRoleConfigPage />} />
        <Route path="platform-privilege-role-config" element={<PlatformPrivilegeRoleConfigPage />} />
        <Route path="menu-role-config" element={<MenuRoleConfigPage />} />
        <Route path="menu-role-config-enterprise" element={<MenuRoleConfigEnterprisePage />} />
        <Route path="user-role-config" element={<UserRoleConfigPage />} />
        <Route path="user-role-add" element={<UserRoleAddPage />} />
        <Route path="platform-role-list" element={<PlatformRoleListPage />} />
        <Route path="platform-user-role-config" element={<PlatformUserRoleConfigPage />} />
        <Route path="platform-user-role-add" element={<PlatformUserRoleAddPage />} />
        <Route path="apply-enterprise-roles" element={<ApplyEnterpriseRolesPage />} />
        <Route path="apply-platform-roles" element={<ApplyPlatformRolesPage />} />
        <Route path="employee-verify-user-role" element={<EmployeeVerifyUserRolePage />} />
        <Route path="verify-user-role" element={<VerifyUserRolePage />} />
        <Route path="assign-user-role" element={<AssignUserRolePage />} />
        <Route path="assign-platform-user-role" element={<AssignPlatformUserRolePage />} />
        <Route path="function-roles" element={<FunctionRolesPage />} />
        <Route path="company-privilege" element={<CompanyPrivilegePage />} />
        <Route path="message-center" element={<MessageCenterPage />} />
        <Route path="message-detail" element={<MessageDetailPage />} />
        <Route path="message-center-enterprise" element={<MessageCenterEnterprisePage />} />
        <Route path="message-category" element={<MessageCategoryPage />} />
        <Route path="message-category-enterprise" element={<MessageCategoryEnterprisePage />} />
        <Route path="message-type" element={<MessageTypePage />} />
        <Route path="message-type-enterprise" element={<MessageTypeEnterprisePage />} />
        <Route path="message-group" element={<MessageGroupPage />} />
        <Route path="message-group-enterprise" element={<MessageGroupEnterprisePage />} />
        <Route path="message-sent" element={<MessageSentPage />} />
        <Route path="message-sent-enterprise" element={<MessageSentEnterprisePage />} />
      </Route>
    </Routes>
  );
}

/**
 * The console application: locale, router, then session, notifications and
 * the expired-session modal around the routes.
 */
export function App({ allowCheckOverride }: { allowCheckOverride: boolean }) {
  useEffect(prefetchDeferredComponents, []);
  return (
    <I18nProvider>
      <BrowserRouter>
        <ErrorBoundary>
          <SessionProvider allowCheckOverride={allowCheckOverride}>
            <NotificationsProvider>
              <AppRoutes />
              <ExpiredSessionModal />
            </NotificationsProvider>
          </SessionProvider>
        </ErrorBoundary>
      </BrowserRouter>
    </I18nProvider>
  );
}
