import { ENTERPRISE_ADMIN_MENU_ROUTES } from '../../../shared/constants/role-templates.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { demoIds } from './demo-ids.js';
import { menuDirectories } from './menu-tree.js';

/**
 * Demo enterprises, roles (with their menu grants) and users. Fixed ids so
 * the seed is idempotent; user ids are the Cognito `sub`s, read at seed time.
 */

export const demoEnterpriseIds = {
  platform: NIL_ID,
  manufacturing: demoIds.enterprises.manufacturing,
  logistics: demoIds.enterprises.logistics,
  developerSpace: '11111111-1111-4111-8111-000000000003',
  buyerSpace: '11111111-1111-4111-8111-000000000004',
} as const;

export const demoEnterprises = [
  { id: demoEnterpriseIds.platform, name: '平台', nameEn: 'Platform', alias: 'Platform', status: '3' },
  {
    id: demoEnterpriseIds.manufacturing,
    name: 'Demo Manufacturing',
    alias: '演示制造',
    status: '3',
    province: '江苏省',
    city: '苏州市',
    district: '姑苏区',
  },
  {
    id: demoEnterpriseIds.logistics,
    name: 'Demo Logistics',
    alias: '演示物流',
    status: '3',
    province: '上海市',
    city: '市辖区',
    district: '浦东新区',
  },
  {
    id: demoEnterpriseIds.developerSpace,
    name: 'developer 的个人空间',
    nameEn: 'Personal space of developer',
    alias: 'Personal space of developer',
    status: '0',
  },
  {
    id: demoEnterpriseIds.buyerSpace,
    name: 'buyer 的个人空间',
    nameEn: 'Personal space of buyer',
    alias: 'Personal space of buyer',
    status: '0',
  },
] as const;

/** A grant: a console route and optionally a subset of its privileges (default: all the menu declares). */
export type Grant = string | readonly [route: string, privileges: readonly string[]];

export interface DemoRole {
  readonly id: string;
  readonly enterpriseId: string;
  readonly name: string;
  readonly nameEn: string;
  readonly code: string;
  readonly description: string;
  readonly descriptionEn: string;
  readonly grants: readonly Grant[];
}

const allRoutes = menuDirectories.flatMap((d) => d.pages.map(([route]) => route));
/** The auditor's reviews (platform role applications are decided by platform administrators, docs/privilege-applications.md). */
const reviewRoutes = [
  'verify-enterprise-auth-list',
  'verify-enterprise-detail',
  'verify-user-detail',
  'application-verify-platform',
  'application-verify-management',
  'application-list',
  'equipment-certify-verify',
  'namespace-verify-page',
  'verify-algorithm-list',
  'verify-algorithm-detail',
  'algorithm/lhdTest',
];
/** A publisher's screens besides its management list: the wizard, the edit, version and plan screens. */
const publishingRoutes = [
  'application-add',
  'module-add',
  'module-edit',
  'application-edit',
  'version-add',
  'version-edit',
  'resource-add',
  'resource-edit',
];
const selfService = ['message-center', 'message-detail', 'user-details', 'edit-user-details', 'modify-user-password'];

export const demoRoles: readonly DemoRole[] = [
  {
    id: '22222222-2222-4222-8222-000000000001',
    enterpriseId: NIL_ID,
    name: '平台管理员',
    nameEn: 'Platform administrator',
    code: 'PLATFORM_ADMIN',
    description: '平台全部菜单与权限',
    descriptionEn: 'Every platform menu and privilege',
    grants: allRoutes,
  },
  {
    id: '22222222-2222-4222-8222-000000000002',
    enterpriseId: NIL_ID,
    name: '平台审核员',
    nameEn: 'Platform auditor',
    code: 'PLATFORM_AUDITOR',
    description: '审核企业、用户、应用、命名空间、设备证书与算法',
    descriptionEn: 'Reviews enterprises, users, applications, namespaces, device certificates and algorithms',
    grants: [...selfService, ...reviewRoutes],
  },
  {
    id: '22222222-2222-4222-8222-000000000011',
    enterpriseId: demoEnterpriseIds.manufacturing,
    name: '企业管理员',
    nameEn: 'Enterprise administrator',
    code: 'ENTERPRISE_ADMIN',
    description: '管理企业信息、员工、角色、应用、租户空间与设备',
    descriptionEn: 'Manages the enterprise details, employees, roles, applications, tenant spaces and equipment',
    grants: [...ENTERPRISE_ADMIN_MENU_ROUTES],
  },
  {
    id: '22222222-2222-4222-8222-000000000012',
    enterpriseId: demoEnterpriseIds.manufacturing,
    name: '设备操作员',
    nameEn: 'Equipment operator',
    code: 'EQUIPMENT_OPERATOR',
    description: '查看与配置设备、实时数据、日志和备份',
    descriptionEn: 'Views and configures equipment, live data, logs and backups',
    // Runs the gateways (adds, edits, stops them) on the enterprise's types, which only the administrator changes.
    grants: [
      ['equipment-type-list', ['view']],
      ['equipment-management-list', ['view', 'add', 'edit']],
      'equipment-add',
      'equipment-edit',
      'equipment-detail',
      'equipment-config',
      'equipment-data-view',
      'equipment-log',
      'equipment-backup-list',
      'equipment-backup-config',
      'equipment-backup-detail',
      // The IoT area: reads the products, runs the groups and data push.
      ['iot/product', ['view']],
      'iot/device',
      'iot/device-detail',
      'iot/group',
      'iot/data-push',
    ],
  },
  {
    id: '22222222-2222-4222-8222-000000000013',
    enterpriseId: demoEnterpriseIds.manufacturing,
    name: '企业员工',
    nameEn: 'Staff',
    code: 'STAFF',
    description: '消息、个人信息、查看设备与实时数据',
    descriptionEn: 'Messages, personal details, viewing equipment and live data',
    grants: [
      ...selfService,
      'create-user-certify',
      'edit-user-certify',
      ['equipment-management-list', ['view']],
      'equipment-detail',
      'equipment-data-view',
      ['equipment-backup-list', ['view']],
      'equipment-backup-detail',
      ['iot/product', ['view']],
      'iot/device',
      'iot/device-detail',
      'bigdata/my-hub',
      'bigdata/dataset-management',
      'bigdata/trained-model',
      'algorithm/trained-model',
      'bigdata/extension',
      'bigdata/projectList',
      'bigdata/projectPanel',
    ],
  },
  {
    id: '22222222-2222-4222-8222-000000000021',
    enterpriseId: demoEnterpriseIds.logistics,
    name: '访客',
    nameEn: 'Viewer',
    code: 'VIEWER',
    description: '仅消息中心',
    descriptionEn: 'Message centre only',
    grants: ['message-center', 'message-detail'],
  },
  {
    id: '22222222-2222-4222-8222-000000000031',
    enterpriseId: demoEnterpriseIds.developerSpace,
    name: '个人开发者',
    nameEn: 'Individual developer',
    code: 'DEVELOPER',
    description: '个人空间：应用、算法与大数据',
    descriptionEn: 'Personal space: applications, algorithms and big data',
    grants: [
      ...selfService,
      'create-user-certify',
      'edit-user-certify',
      // The administrator of the personal space: its member list, not an enterprise's employee management
      // (docs/users.md); private invitations are the platform administrators' (docs/organisation.md).
      'employee-list-management-private',
      'application-management-private',
      'app-config-condition',
      ...publishingRoutes,
      'algorithm-list',
      'algorithm-add',
      'algorithm-edit',
      'algorithm-view',
      'algorithm/lhdTest',
      'algorithm/poc',
      'algorithm/joint',
      'algorithm/projectPoc',
      'bigdata/my-hub',
      'bigdata/dataset-management',
      'bigdata/trained-model',
      'algorithm/trained-model',
      'bigdata/extension',
      'bigdata/projectList',
      'bigdata/projectPanel',
    ],
  },
  {
    id: '22222222-2222-4222-8222-000000000041',
    enterpriseId: demoEnterpriseIds.buyerSpace,
    name: '采购方',
    nameEn: 'Buyer',
    code: 'BUYER',
    description: '已购应用与账户',
    descriptionEn: 'Purchased applications and the account',
    grants: [...selfService],
  },
];

export interface DemoUser {
  readonly username: (typeof import('./demo-ids.js').demoUsernames)[number];
  readonly email: string;
  readonly phone: string;
  readonly verifyStatusCode: string;
  readonly functionRoles: readonly string[];
  /** Enterprise memberships, the first being the default current enterprise, each with the roles held. */
  readonly memberships: readonly { readonly enterpriseId: string; readonly roleIds: readonly string[] }[];
  readonly position?: { name: string; code: string };
}

const role = (code: string) => demoRoles.find((r) => r.code === code)!.id;

export const demoUsers: readonly DemoUser[] = [
  {
    username: 'admin',
    email: 'admin@demo.sia.example.com',
    phone: '13800000001',
    verifyStatusCode: '3',
    functionRoles: ['platform-admin'],
    memberships: [{ enterpriseId: NIL_ID, roleIds: [role('PLATFORM_ADMIN')] }],
  },
  {
    username: 'auditor',
    email: 'auditor@demo.sia.example.com',
    phone: '13800000002',
    verifyStatusCode: '3',
    functionRoles: ['auditor'],
    memberships: [{ enterpriseId: NIL_ID, roleIds: [role('PLATFORM_AUDITOR')] }],
  },
  {
    username: 'ent-admin',
    email: 'ent-admin@demo.sia.example.com',
    phone: '13800000003',
    verifyStatusCode: '3',
    functionRoles: [],
    memberships: [
      {
        enterpriseId: demoEnterpriseIds.manufacturing,
        roleIds: [role('ENTERPRISE_ADMIN'), role('EQUIPMENT_OPERATOR')],
      },
      { enterpriseId: demoEnterpriseIds.logistics, roleIds: [role('VIEWER')] },
    ],
    position: { name: '运营经理', code: 'OPS_MANAGER' },
  },
  {
    username: 'ent-staff',
    email: 'ent-staff@demo.sia.example.com',
    phone: '13800000004',
    verifyStatusCode: '1',
    functionRoles: [],
    memberships: [{ enterpriseId: demoEnterpriseIds.manufacturing, roleIds: [role('STAFF')] }],
    position: { name: '设备工程师', code: 'EQUIPMENT_ENGINEER' },
  },
  {
    username: 'developer',
    email: 'developer@demo.sia.example.com',
    phone: '13800000005',
    verifyStatusCode: '0',
    functionRoles: [],
    memberships: [{ enterpriseId: demoEnterpriseIds.developerSpace, roleIds: [role('DEVELOPER')] }],
  },
  {
    username: 'buyer',
    email: 'buyer@demo.sia.example.com',
    phone: '13800000006',
    verifyStatusCode: '4',
    functionRoles: [],
    memberships: [{ enterpriseId: demoEnterpriseIds.buyerSpace, roleIds: [role('BUYER')] }],
  },
];
