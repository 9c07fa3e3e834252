/**
 * The console screens (menu routes under `/console/`) the administrator role
 * of a newly certified enterprise is granted, each with all of its menu's
 * privileges, so the person who certified it can run it straight away. The
 * demo enterprise administrator role of the local seed uses the same list.
 * Only built screens are listed: a screen joins when its menu is seeded.
 */
export const ENTERPRISE_ADMIN_MENU_ROUTES = [
  'message-center',
  'message-detail',
  'user-details',
  'edit-user-details',
  'modify-user-password',
  'message-center-enterprise',
  'message-sent-enterprise',
  'message-category-enterprise',
  'message-type-enterprise',
  'message-group-enterprise',
  'create-enterprise-details',
  'edit-enterprise-details',
  'employee-list-management',
  'edit-user-job',
  'employee-verify-user-role',
  'user-invitation',
  'department-management',
  'role-list',
  'user-role-config',
  'user-role-add',
  'privilege-role-config',
  'assign-user-role',
  'company-privilege',
  'apply-enterprise-roles',
  'menu-management-enterprise',
  'menu-role-config-enterprise',
  'application-management-enterprise',
  'application-add',
  'application-edit',
  'version-add',
  'version-edit',
  'resource-add',
  'resource-edit',
  'module-add',
  'module-edit',
] as const;
