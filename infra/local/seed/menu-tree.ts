import { NIL_ID } from '../../../shared/constants/ids.js';
import type { MenuRecord } from '../../../functions/domains/menus/data/records.js';

/**
 * The platform menu catalogue: one page per `/console` screen the console has
 * built (its features' `routes.tsx`; the product's full list of spec doc 3
 * §2.8 and doc 1 §2 is test/fixtures/console-screens.json), grouped into
 * directories. A screen's menu is seeded when the screen is built, never
 * before, so no menu leads to a 404. Pages that need a selection made on
 * another screen (a role, a message, an application under review) carry
 * privileges but are not navigation entries (the console's route lists mark them).
 */

const VIEW = ['view'];
const CRUD = ['view', 'add', 'edit', 'delete'];
const EDIT = ['view', 'edit'];
const REVIEW = ['view', 'verify'];

type Page = readonly [route: string, name: string, nameEn: string, privileges: readonly string[]];
interface Directory {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly icon: string;
  readonly pages: readonly Page[];
}

export const menuDirectories: readonly Directory[] = [
  {
    id: 'dir-home',
    name: '首页',
    nameEn: 'Home',
    icon: 'home',
    pages: [['', '控制台首页', 'Console home', VIEW]],
  },
  {
    id: 'dir-messages',
    name: '消息',
    nameEn: 'Messages',
    icon: 'notification',
    pages: [
      ['message-center', '消息中心', 'Message centre', ['view', 'edit', 'delete']],
      ['message-detail', '消息详情', 'Message detail', VIEW],
      ['message-center-enterprise', '企业消息中心', 'Enterprise message centre', ['view', 'edit', 'delete']],
      ['message-sent', '消息管理', 'Sent messages', CRUD],
      ['message-sent-enterprise', '企业消息管理', 'Enterprise sent messages', CRUD],
      ['message-category', '消息类别', 'Message categories', CRUD],
      ['message-category-enterprise', '企业消息类别', 'Enterprise message categories', CRUD],
      ['message-type', '消息类型', 'Message types', CRUD],
      ['message-type-enterprise', '企业消息类型', 'Enterprise message types', CRUD],
      ['message-group', '消息组', 'Message groups', CRUD],
      ['message-group-enterprise', '企业消息组', 'Enterprise message groups', CRUD],
    ],
  },
  {
    id: 'dir-enterprise-users',
    name: '企业与用户',
    nameEn: 'Enterprise and users',
    icon: 'user-profile',
    pages: [
      ['user-details', '个人信息', 'My details', VIEW],
      ['edit-user-details', '编辑个人信息', 'Edit my details', EDIT],
      ['modify-user-password', '修改密码', 'Change password', EDIT],
      ['create-user-certify', '个人实名认证', 'Personal certification', ['view', 'add']],
      ['edit-user-certify', '编辑个人认证', 'Edit personal certification', EDIT],
      ['create-enterprise-details', '企业认证', 'Enterprise certification', ['view', 'add']],
      ['edit-enterprise-details', '编辑企业信息', 'Edit enterprise details', EDIT],
      ['employee-list-management', '员工管理', 'Employees', CRUD],
      ['employee-list-management-private', '个人空间成员', 'Personal space members', CRUD],
      ['edit-user-job', '编辑员工职务', 'Edit employee job', EDIT],
      ['employee-verify-user-role', '员工角色审核', 'Employee role review', REVIEW],
      ['user-invitation', '邀请用户', 'Invite users', ['view', 'add']],
      ['user-invitation-private', '邀请成员', 'Invite members', ['view', 'add']],
      ['department-management', '部门管理', 'Departments', CRUD],
      ['user-list-management', '平台用户管理', 'Platform users', CRUD],
      ['user-list-management-private', '个人用户管理', 'Individual users', CRUD],
      ['admin-edit-user', '管理员编辑用户', 'Edit user (administrator)', EDIT],
      ['enterprise-list-management', '企业管理', 'Enterprises', CRUD],
      ['verify-enterprise-auth-list', '企业认证审核', 'Enterprise certification review', REVIEW],
      ['verify-enterprise-detail', '企业认证详情', 'Enterprise certification detail', REVIEW],
      ['verify-user-detail', '个人认证审核', 'Personal certification review', REVIEW],
      ['verify-user-role', '角色申请审核', 'Role application review', REVIEW],
    ],
  },
  {
    id: 'dir-roles',
    name: '角色与权限',
    nameEn: 'Roles and privileges',
    icon: 'lock-private',
    pages: [
      ['role-list', '角色管理', 'Roles', CRUD],
      ['user-role-config', '角色用户配置', 'Role users', EDIT],
      ['user-role-add', '添加角色用户', 'Add role users', ['view', 'add']],
      ['privilege-role-config', '角色权限配置', 'Role privileges', EDIT],
      ['assign-user-role', '分配用户角色', 'Assign user roles', EDIT],
      ['company-privilege', '企业权限', 'Enterprise privileges', VIEW],
      ['apply-enterprise-roles', '申请企业权限', 'Apply for enterprise privileges', ['view', 'add']],
      ['apply-platform-roles', '申请平台权限', 'Apply for platform privileges', ['view', 'add']],
      ['function-roles', '功能角色', 'Function roles', EDIT],
    ],
  },
  {
    id: 'dir-menus',
    name: '菜单',
    nameEn: 'Menus',
    icon: 'menu',
    pages: [
      ['menu-management', '菜单管理', 'Menu management', CRUD],
      ['menu-management-enterprise', '企业菜单管理', 'Enterprise menu management', CRUD],
      ['menu-role-config', '菜单角色配置', 'Menu role configuration', EDIT],
      ['menu-role-config-enterprise', '企业菜单角色配置', 'Enterprise menu role configuration', EDIT],
    ],
  },
  {
    id: 'dir-platform',
    name: '平台',
    nameEn: 'Platform',
    icon: 'folder',
    pages: [
      ['platform-role-list', '平台角色', 'Platform roles', CRUD],
      ['platform-user-role-config', '平台角色用户配置', 'Platform role users', EDIT],
      ['platform-user-role-add', '添加平台角色用户', 'Add platform role users', ['view', 'add']],
      ['platform-privilege-role-config', '平台角色权限配置', 'Platform role privileges', EDIT],
      ['assign-platform-user-role', '分配平台用户角色', 'Assign platform user roles', EDIT],
      ['platform-resource-monitor', '平台资源监控', 'Platform resource monitor', VIEW],
      // Platform administrators read every enterprise's entries; enterprise administrators their own (template).
      ['audit-log', '审计日志', 'Audit log', VIEW],
    ],
  },
  {
    id: 'dir-applications',
    name: '应用发布',
    nameEn: 'Application publishing',
    icon: 'upload',
    pages: [
      ['application-management-private', '个人应用管理', 'My applications', CRUD],
      ['application-management-enterprise', '企业应用管理', 'Enterprise applications', CRUD],
      ['application-management-platform', '平台应用管理', 'Platform applications', CRUD],
      ['application-add', '创建应用', 'Create application', ['view', 'add']],
      ['application-edit', '编辑应用', 'Edit application', EDIT],
      ['version-add', '新增版本', 'Add version', ['view', 'add']],
      ['version-edit', '编辑版本', 'Edit version', EDIT],
      ['resource-add', '新增资源方案', 'Add resource plan', ['view', 'add']],
      ['resource-edit', '编辑资源方案', 'Edit resource plan', EDIT],
      ['module-add', '新增模块', 'Add module', ['view', 'add']],
      ['module-edit', '编辑模块', 'Edit module', EDIT],
      ['application-verify-platform', '应用审核', 'Application audit', REVIEW],
      ['application-verify-management', '应用审核管理', 'Application audit management', REVIEW],
      ['application-category', '应用分类', 'Application categories', CRUD],
      ['application-list', '应用列表', 'All applications', VIEW],
      ['application-market-management', '应用市场管理', 'Market management', EDIT],
      ['app-config-condition', '应用配置', 'Application configuration', EDIT],
    ],
  },
  {
    id: 'dir-equipment',
    name: '设备管理',
    nameEn: 'Equipment',
    icon: 'settings',
    pages: [
      ['equipment-management-list', '网关管理', 'Gateways', CRUD],
      ['equipment-add', '新增网关', 'Add gateway', ['view', 'add']],
      ['equipment-edit', '编辑网关', 'Edit gateway', EDIT],
      ['equipment-detail', '网关详情', 'Gateway details', VIEW],
      ['equipment-config', '网关配置', 'Gateway configuration', EDIT],
      ['equipment-data-view', '实时数据', 'Live data', VIEW],
      ['equipment-log', '网关日志', 'Gateway logs', VIEW],
      ['equipment-backup-list', '数据备份', 'Data backup', VIEW],
      ['equipment-backup-config', '备份设置', 'Backup settings', EDIT],
      ['equipment-backup-detail', '备份详情', 'Backup details', VIEW],
      ['equipment-type-list', '网关类型', 'Gateway types', CRUD],
      ['equipment-type-add', '新增网关类型', 'Add gateway type', ['view', 'add']],
      ['equipment-type-edit', '编辑网关类型', 'Edit gateway type', EDIT],
      ['equipment-certify-list', '设备证书', 'Equipment certificates', ['view', 'add', 'delete', 'download', 'rotate']],
      ['equipment-certify-register', '注册证书', 'Register a certificate', ['view', 'add']],
      ['equipment-certify-destroy', '注销证书', 'Destroy a certificate', EDIT],
      ['equipment-certify-verify', '证书审核', 'Certificate review', REVIEW],
    ],
  },
  {
    id: 'dir-iot',
    name: '物联网',
    nameEn: 'IoT',
    icon: 'share',
    pages: [
      ['iot/product', '产品管理', 'Products', EDIT],
      ['iot/device', '设备列表', 'Devices', VIEW],
      ['iot/device-detail', '设备详情', 'Device details', VIEW],
      ['iot/group', '设备分组', 'Device groups', CRUD],
      ['iot/data-push', '数据推送', 'Data push', CRUD],
    ],
  },
  {
    id: 'dir-algorithms',
    name: '算法库',
    nameEn: 'Algorithm library',
    icon: 'script',
    pages: [
      ['algorithm-category', '算法分类', 'Algorithm categories', EDIT],
      ['algorithm-list', '算法列表', 'Algorithms', CRUD],
      ['algorithm-add', '新建算法', 'New algorithm', ['view', 'add']],
      ['algorithm-edit', '编辑算法', 'Edit algorithm', EDIT],
      ['algorithm-view', '算法详情', 'Algorithm details', VIEW],
      ['algorithm-management', '算法管理', 'Algorithm management', ['view', 'edit', 'delete']],
      ['verify-algorithm-list', '算法审核', 'Algorithm review', REVIEW],
      ['verify-algorithm-detail', '算法审核详情', 'Algorithm review details', REVIEW],
      ['algorithm/lhdTest', '审核工作台', 'Review bench', VIEW],
      ['algorithm/poc', '系统算法效果', 'System algorithm results', VIEW],
      ['algorithm/joint', '算法与数据集', 'Algorithm and dataset', VIEW],
      ['algorithm/projectPoc', '示例算法链', 'Sample chains', VIEW],
    ],
  },
  {
    id: 'dir-bigdata',
    name: '大数据',
    nameEn: 'Big data',
    icon: 'file',
    pages: [
      ['bigdata/my-hub', '我的空间', 'My hub', VIEW],
      ['bigdata/dataset-management', '数据集管理', 'Dataset management', ['view', 'add', 'delete']],
      ['bigdata/trained-model', '训练模型', 'Trained models', VIEW],
      ['algorithm/trained-model', '模型详情', 'Model details', VIEW],
      ['bigdata/extension', '扩展算法', 'Extensions', VIEW],
      ['bigdata/projectList', '项目列表', 'Projects', ['view', 'add', 'delete']],
      ['bigdata/projectPanel', '项目页面', 'Project page', VIEW],
    ],
  },
  {
    id: 'dir-tenancy',
    name: '租户空间',
    nameEn: 'Tenant space',
    icon: 'folder',
    pages: [
      ['initialize-tenant-space', '租户空间', 'Tenant space', ['view', 'add']],
      ['increase-quota', '增加配额', 'Increase quota', ['view', 'add']],
      ['apply-bigdata-quota', '申请大数据配额', 'Apply for big-data quota', ['view', 'add']],
      ['apply-tsdatabase-space', '申请数据库空间', 'Apply for database space', ['view', 'add']],
      ['show-database-service', '数据库服务', 'Database service', ['view', 'add', 'delete']],
      ['space-apps-management', '租户应用管理', 'Tenant apps', CRUD],
      ['enterprise-space-apps-management', '企业租户应用', 'Enterprise tenant apps', CRUD],
      ['platform-space-apps-management', '平台租户应用管理', 'Platform tenant apps', ['view', 'edit', 'delete']],
      ['deployment-detail', '租户应用详情', 'Tenant app details', VIEW],
      ['deployed-app', '已部署应用', 'Deployed app', VIEW],
      ['namespace-verify-page', '租户空间审核', 'Tenant space audit', REVIEW],
    ],
  },
  {
    id: 'dir-portal',
    name: '门户',
    nameEn: 'Portal',
    icon: 'folder',
    pages: [
      ['content-management', '内容管理', 'Content management', CRUD],
      ['portal-configuration', '门户配置', 'Portal configuration', EDIT],
    ],
  },
  {
    id: 'dir-statistics',
    name: '登录与短信统计',
    nameEn: 'Sign-ins and SMS',
    icon: 'folder',
    pages: [
      ['current-users', '在线用户', 'Signed-in users', VIEW],
      ['history-users', '登录历史', 'Sign-in history', VIEW],
      ['login-statistics', '登录统计', 'Sign-in statistics', VIEW],
      ['sms', '短信记录', 'SMS log', VIEW],
    ],
  },
  {
    id: 'dir-help',
    name: '帮助与反馈',
    nameEn: 'Help and feedback',
    icon: 'folder',
    pages: [
      ['help-management', '帮助管理', 'Help management', CRUD],
      ['feedback-management', '反馈管理', 'Feedback management', EDIT],
    ],
  },
  {
    id: 'dir-accounts',
    name: '账户',
    nameEn: 'Accounts',
    icon: 'file',
    pages: [
      ['person-account', '个人账户', 'My account', VIEW],
      ['person-payment-confirmation', '充值确认', 'Top-up confirmation', ['view', 'add']],
      ['enterprise-account', '企业账户', 'Enterprise account', ['view', 'pay']],
    ],
  },
];

/** Menu id of a console route: `menu-` plus the route without parameters, slashes as dashes. */
export function menuIdOf(route: string): string {
  const bare = route.replace(/\/\{[^}]+\}/g, '').replace(/\//g, '-');
  return `menu-${bare || 'home'}`;
}

/**
 * Pages visible to everyone signed in, whatever their roles: the console home and the self-service screens, so a
 * person without a role yet (an applicant whose enterprise waits for review, a new registrant) still reads their
 * messages, details and personal certification and changes their password. Their calls are the caller's own
 * (`self` or `authenticated` access), so no privilege is needed.
 */
export const publicRoutes: ReadonlySet<string> = new Set([
  '',
  'message-center',
  'message-detail',
  'user-details',
  'edit-user-details',
  'modify-user-password',
  'create-user-certify',
  'edit-user-certify',
  // Everyone has an own account and may ask for a top-up (docs/money.md); confirming is the platform
  // administrators' by the calls' own rule.
  'person-account',
  'person-payment-confirmation',
]);

/**
 * The help centre's articles some screens offer in their help panel (the menu's `helpPageId`; the articles are
 * seeded by seed-help.ts).
 */
export const menuHelpArticles: Readonly<Record<string, string>> = {
  '': 'help-getting-started',
  'create-enterprise-details': 'enterprise-certification',
  'create-user-certify': 'personal-certification',
  'equipment-management-list': 'help-gateways',
  'algorithm-list': 'help-algorithm-library',
  'bigdata/projectList': 'help-canvas',
  'application-management-private': 'help-market',
};

/** The whole catalogue as menu records of the platform scope (NIL_ID). */
export function menuRecords(): MenuRecord[] {
  return menuDirectories.flatMap((directory, d) => [
    {
      id: directory.id,
      parentId: null,
      enterpriseId: NIL_ID,
      name: directory.name,
      nameEn: directory.nameEn,
      icon: directory.icon,
      type: 'directory' as const,
      sort: (d + 1) * 10,
      privileges: [],
      isPublic: false,
    },
    ...directory.pages.map(([route, name, nameEn, privileges], p) => ({
      id: menuIdOf(route),
      parentId: directory.id,
      enterpriseId: NIL_ID,
      name,
      nameEn,
      icon: directory.icon,
      type: 'page' as const,
      url: route ? `/console/${route}` : '/console',
      sort: (p + 1) * 10,
      privileges: [...privileges],
      isPublic: publicRoutes.has(route),
      ...(menuHelpArticles[route] ? { helpPageId: menuHelpArticles[route] } : {}),
    })),
  ]);
}
