import { NIL_ID } from '../../../shared/constants/ids.js';
import type { MenuRecord } from '../../../functions/lib/data/records.js';

/**
 * The platform menu catalogue: one page per `/console` route of spec doc 3
 * §2.8 (and doc 1 §2), grouped into directories. Pages whose route has path
 * parameters keep them as `{name}` in `url`: they are reachable from their
 * list page and carry privileges, but are not navigation entries.
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
      ['sms', '短信服务', 'SMS', VIEW],
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
    id: 'dir-applications',
    name: '应用',
    nameEn: 'Applications',
    icon: 'multiscreen',
    pages: [
      ['application-list', '应用列表', 'Applications', CRUD],
      ['application-add', '新建应用', 'New application', ['view', 'add']],
      ['application-edit', '编辑应用', 'Edit application', EDIT],
      ['module-add', '新建模块', 'New module', ['view', 'add']],
      ['module-edit', '编辑模块', 'Edit module', EDIT],
      ['version-add', '新建版本', 'New version', ['view', 'add']],
      ['version-edit', '编辑版本', 'Edit version', EDIT],
      ['resource-add', '新建资源', 'New resource', ['view', 'add']],
      ['resource-edit', '编辑资源', 'Edit resource', EDIT],
      ['application-management-private', '我的应用', 'My applications', CRUD],
      ['application-management-enterprise', '企业应用管理', 'Enterprise applications', CRUD],
      ['application-management-platform', '平台应用管理', 'Platform applications', CRUD],
      ['application-category', '应用分类', 'Application categories', CRUD],
      ['application-market-management', '应用市场管理', 'Market management', CRUD],
      ['application-verify-management', '应用审核', 'Application review', REVIEW],
      ['application-verify-platform', '平台应用审核', 'Platform application review', REVIEW],
    ],
  },
  {
    id: 'dir-tenant',
    name: '租户',
    nameEn: 'Tenant',
    icon: 'folder',
    pages: [
      ['initialize-tenant-space', '初始化租户空间', 'Initialise tenant space', ['view', 'add']],
      ['space-apps-management', '空间应用管理', 'Space applications', CRUD],
      ['enterprise-space-apps-management', '企业空间应用', 'Enterprise space applications', CRUD],
      ['platform-space-apps-management', '平台空间应用', 'Platform space applications', CRUD],
      ['app-config-condition', '应用配置', 'Application configuration', EDIT],
      ['increase-quota', '扩充配额', 'Increase quota', ['view', 'add']],
      ['apply-tsdatabase-space', '申请时序数据库空间', 'Apply for time-series database space', ['view', 'add']],
      ['apply-bigdata-quota', '申请大数据配额', 'Apply for big-data quota', ['view', 'add']],
      ['namespace-verify-page', '命名空间审核', 'Namespace review', REVIEW],
    ],
  },
  {
    id: 'dir-equipment',
    name: '设备',
    nameEn: 'Equipment',
    icon: 'settings',
    pages: [
      ['equipment-management-list', '设备管理', 'Equipment', CRUD],
      ['equipment-add', '新增设备', 'New equipment', ['view', 'add']],
      ['equipment-edit/{id}', '编辑设备', 'Edit equipment', EDIT],
      ['equipment-detail/{id}', '设备详情', 'Equipment detail', VIEW],
      ['equipment-config/{id}', '设备配置', 'Equipment configuration', EDIT],
      ['equipment-data-view/{id}', '实时数据', 'Live data', VIEW],
      ['equipment-log', '设备日志', 'Equipment log', VIEW],
      ['equipment-backup-list', '数据备份', 'Data backup', CRUD],
      ['equipment-backup-config/{id}', '备份配置', 'Backup configuration', EDIT],
      ['equipment-backup-detail/{id}', '备份详情', 'Backup detail', VIEW],
      ['equipment-type-list', '设备类型', 'Equipment types', CRUD],
      ['equipment-type-add', '新增设备类型', 'New equipment type', ['view', 'add']],
      ['equipment-type-edit/{id}', '编辑设备类型', 'Edit equipment type', EDIT],
      ['equipment-certify-list', '设备证书', 'Equipment certificates', CRUD],
      ['equipment-certify-register', '证书登记', 'Register certificate', ['view', 'add']],
      ['equipment-certify-destroy/{id}', '证书注销', 'Destroy certificate', EDIT],
      ['equipment-certify-verify', '证书审核', 'Certificate review', REVIEW],
    ],
  },
  {
    id: 'dir-algorithms',
    name: '算法',
    nameEn: 'Algorithms',
    icon: 'gen-ai',
    pages: [
      ['algorithm-list', '算法列表', 'Algorithms', CRUD],
      ['algorithm-add', '新增算法', 'New algorithm', ['view', 'add']],
      ['algorithm-edit', '编辑算法', 'Edit algorithm', EDIT],
      ['algorithm-view', '算法详情', 'Algorithm detail', VIEW],
      ['algorithm-management', '算法管理', 'Algorithm management', CRUD],
      ['algorithm-category', '算法分类', 'Algorithm categories', CRUD],
      ['verify-algorithm-list', '算法审核', 'Algorithm review', REVIEW],
      ['verify-algorithm-detail', '算法审核详情', 'Algorithm review detail', REVIEW],
    ],
  },
  {
    id: 'dir-bigdata',
    name: '大数据',
    nameEn: 'Big data',
    icon: 'group',
    pages: [
      ['bigdata/projectList', '项目列表', 'Projects', CRUD],
      ['bigdata/projectPanel', '项目画布', 'Project canvas', EDIT],
      ['bigdata/dataset-management', '数据集管理', 'Datasets', CRUD],
      ['bigdata/trained-model', '训练模型', 'Trained models', CRUD],
      ['bigdata/my-hub', '我的仓库', 'My hub', VIEW],
      ['bigdata/extension', '扩展', 'Extensions', VIEW],
    ],
  },
  {
    id: 'dir-iot',
    name: '物联网',
    nameEn: 'IoT',
    icon: 'share',
    pages: [
      ['iot/product', '产品', 'Products', CRUD],
      ['iot/device', '设备接入', 'Devices', CRUD],
      ['iot/device-detail/{type}/{id}/{code}/{protocol}', '接入详情', 'Device detail', VIEW],
      ['iot/group', '分组', 'Groups', CRUD],
      ['iot/data-push', '数据推送', 'Data push', EDIT],
    ],
  },
  {
    id: 'dir-accounts',
    name: '账户',
    nameEn: 'Accounts',
    icon: 'calendar',
    pages: [
      ['person-account', '个人账户', 'Personal account', VIEW],
      ['person-payment-confirmation', '支付确认', 'Payment confirmation', ['view', 'add']],
      ['enterprise-account', '企业账户', 'Enterprise account', VIEW],
    ],
  },
  {
    id: 'dir-platform',
    name: '平台',
    nameEn: 'Platform',
    icon: 'globe',
    pages: [
      ['platform-role-list', '平台角色', 'Platform roles', CRUD],
      ['platform-user-role-config', '平台角色用户配置', 'Platform role users', EDIT],
      ['platform-user-role-add', '添加平台角色用户', 'Add platform role users', ['view', 'add']],
      ['platform-privilege-role-config', '平台角色权限配置', 'Platform role privileges', EDIT],
      ['assign-platform-user-role', '分配平台用户角色', 'Assign platform user roles', EDIT],
      ['platform-resource-monitor', '平台资源监控', 'Platform resource monitor', VIEW],
      ['help-management', '帮助管理', 'Help management', CRUD],
      ['current-users', '在线用户', 'Current users', VIEW],
      ['history-users', '历史用户', 'User history', VIEW],
      ['login-statistics', '登录统计', 'Login statistics', VIEW],
    ],
  },
];

/** Menu id of a console route: `menu-` plus the route without parameters, slashes as dashes. */
export function menuIdOf(route: string): string {
  const bare = route.replace(/\/\{[^}]+\}/g, '').replace(/\//g, '-');
  return `menu-${bare || 'home'}`;
}

/** Pages visible to everyone signed in. */
const publicRoutes = new Set(['']);

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
    })),
  ]);
}

/** The directory id of a page route, for grants expressed per area. */
export function routesOfDirectory(directoryId: string): string[] {
  return (menuDirectories.find((d) => d.id === directoryId)?.pages ?? []).map(([route]) => route);
}
