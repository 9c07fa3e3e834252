import { indexKeys, keys } from './keys.js';

/**
 * Stored shapes of the identity, role and menu entities and the pure builders
 * of their table items (keys plus index keys). Pure on purpose: the entity
 * modules and the local seed (which must not read handler environment) build
 * items the same way.
 */

export interface UserRecord {
  userId: string;
  username: string;
  email?: string;
  phone?: string;
  /** Stored image name of the avatar (served by /api-imagefiles/browse). */
  avatar?: string;
  metadata?: string;
  /** Code of the verify-status lookup: '0' not verified, '1'/'2' verifying, '3' verified, '4' failed. */
  verifyStatusCode: string;
  workNum?: string;
  /** The job (organisation area): `id` and `enterpriseId` say which department/position items count the user. */
  position?: { id?: string; name: string; code: string };
  department?: { id: string; name: string; code: string; enterpriseId?: string };
  workGroups?: { id: string; name: string }[];
  /** Bumped by every job change; each change is conditional on the version it read (no lost updates). */
  jobVersion?: number;
  removed?: boolean;
  /** Every sign-in must pass an SMS code check before other calls are answered (docs/account-recovery.md). */
  phoneValidationRequired?: boolean;
  createdAt: string;
}

export interface SessionRecord {
  userId: string;
  currentEnterpriseId?: string;
  currentRoleId?: string;
  /** Epoch milliseconds; tokens issued before it are rejected by loadCaller. */
  signedOutAt?: number;
  updatedAt: string;
}

export interface EnterpriseRecord {
  id: string;
  name: string;
  /** The name the English console shows (seeded enterprises whose name is Chinese, such as the platform). */
  nameEn?: string;
  alias?: string;
  logo?: string;
  status?: string;
  province?: string;
  city?: string;
  district?: string;
  address?: string;
  createdAt: string;
  // Certification details (spec doc 1 §3 Enterprise info); lookup codes, image names, dates `YYYY-MM-DD`.
  profession?: string;
  property?: string;
  scale?: string;
  metadata?: string;
  unifiedCreditId?: string;
  businessExpiryDate?: string;
  licenseImage?: string;
  bankName?: string;
  taxpayerNum?: string;
  bankAccountName?: string;
  bankAccountNum?: string;
  repreLicenseLocation?: string;
  repreName?: string;
  repreLicenseType?: string;
  repreLicenseNum?: string;
  repreLicenseExpiryDate?: string;
  repreLicenseFrontImage?: string;
  repreLicenseBackImage?: string;
  /** ISO time of the submission under (or last under) review; keys the review queue (gsi2). */
  submitTime?: string;
  /** ISO time of the last review decision. */
  lastAuthTime?: string;
  rejectReason?: string;
  /** Who submitted the details last (notified of the review result). */
  submitterId?: string;
  /** Bumped by every edit of the details; edits are conditional on the version they read. */
  version?: number;
}

export interface MembershipRecord {
  userId: string;
  enterpriseId: string;
  joinedAt: string;
}

export interface RoleRecord {
  id: string;
  enterpriseId: string;
  name: string;
  nameEn?: string;
  code?: string;
  description?: string;
  /** The description the English console shows. */
  descriptionEn?: string;
}

export interface RoleAssignmentRecord {
  userId: string;
  enterpriseId: string;
  roleId: string;
  /** The role's code, copied on assignment so loading the caller knows enterprise administrators without another read. */
  roleCode?: string;
}

export interface FunctionRoleRecord {
  userId: string;
  code: string;
  name: string;
  nameEn?: string;
}

export interface MenuRecord {
  id: string;
  parentId: string | null;
  /** Owner of the menu: NIL_ID for the platform catalogue, else an enterprise's own menus. */
  enterpriseId: string;
  name: string;
  nameEn?: string;
  icon?: string;
  type: 'directory' | 'page' | 'link';
  url?: string;
  sort: number;
  /** Privileges a role can be granted on this menu (view, add, edit, delete...). */
  privileges: string[];
  isPublic: boolean;
  byProxy?: boolean;
  deploymentId?: string;
  helpPageId?: string;
  /** Application the menu belongs to, when it is an application's page. */
  applicationId?: string;
  /** Children currently under this node, kept in the transactions that add, move or delete nodes (guards deleteMenu). */
  childCount?: number;
}

export interface RoleMenuPrivilegeRecord {
  roleId: string;
  menuId: string;
  enterpriseId: string;
  privileges: string[];
}

export interface LookupRecord {
  collection: string;
  code: string;
  name: string;
  nameEn: string;
  sort: number;
}

export interface RegionRecord {
  code: string;
  name: string;
  parentCode: string;
  level: 'province' | 'city' | 'district';
  /** Province the city or district lies in (absent on provinces). */
  provinceCode?: string;
}

/** A stored item: the record with its keys and entity name. */
export type Item<T> = T & { pk: string; sk: string; entity: string };

export const items = {
  user: (r: UserRecord): Item<UserRecord> => ({
    ...keys.user(r.userId),
    ...indexKeys.userByName(r.username),
    entity: 'user',
    ...r,
  }),
  session: (r: SessionRecord): Item<SessionRecord> => ({ ...keys.session(r.userId), entity: 'session', ...r }),
  enterprise: (r: EnterpriseRecord): Item<EnterpriseRecord> => ({
    ...keys.enterprise(r.id),
    ...indexKeys.enterpriseByName(r.name),
    ...(r.status && r.submitTime ? indexKeys.enterpriseVerification(r.status, r.submitTime, r.id) : {}),
    entity: 'enterprise',
    ...r,
  }),
  membership: (r: MembershipRecord): Item<MembershipRecord> => ({
    ...keys.membership(r.userId, r.enterpriseId),
    ...indexKeys.memberOfEnterprise(r.enterpriseId, r.userId),
    entity: 'membership',
    ...r,
  }),
  role: (r: RoleRecord): Item<RoleRecord> => ({
    ...keys.role(r.enterpriseId, r.id),
    ...indexKeys.roleById(r.id),
    entity: 'role',
    ...r,
  }),
  roleAssignment: (r: RoleAssignmentRecord): Item<RoleAssignmentRecord> => ({
    ...keys.roleAssignment(r.userId, r.enterpriseId, r.roleId),
    ...indexKeys.holderOfRole(r.roleId, r.userId),
    entity: 'roleAssignment',
    ...r,
  }),
  functionRole: (r: FunctionRoleRecord): Item<FunctionRoleRecord> => ({
    ...keys.functionRole(r.userId, r.code),
    ...indexKeys.holderOfFunctionRole(r.code, r.userId),
    entity: 'functionRole',
    ...r,
  }),
  menu: (r: MenuRecord): Item<MenuRecord> => ({
    ...keys.menu(r.enterpriseId, r.id),
    ...indexKeys.menuById(r.id),
    entity: 'menu',
    ...r,
  }),
  roleMenuPrivilege: (r: RoleMenuPrivilegeRecord): Item<RoleMenuPrivilegeRecord> => ({
    ...keys.roleMenuPrivilege(r.roleId, r.menuId),
    ...indexKeys.roleOfMenu(r.menuId, r.roleId),
    entity: 'roleMenuPrivilege',
    ...r,
  }),
  lookup: (r: LookupRecord): Item<LookupRecord> => ({ ...keys.lookup(r.collection, r.code), entity: 'lookup', ...r }),
  region: (r: RegionRecord): Item<RegionRecord> => ({
    ...keys.region(r.parentCode, r.code),
    ...(r.provinceCode ? indexKeys.regionInProvince(r.provinceCode, r.code) : {}),
    entity: 'region',
    ...r,
  }),
  /** Uniqueness marker naming the record that owns the value. */
  unique: (kind: UniqueKind, value: string, ownerId: string) => ({
    ...keys.unique(kind, value),
    entity: 'unique',
    kind,
    ownerId,
  }),
} as const;

/**
 * The kinds of value that must be unique, guarded by marker items: each domain names its own kinds by
 * augmenting this interface from its `data/keys.ts` (`declare module '…/lib/data/records.js'`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface UniqueKinds {}

/** A value that must be unique platform-wide (role names: per enterprise, value `<enterpriseId>#<name>`). */
export type UniqueKind = keyof UniqueKinds | 'username' | 'email' | 'phone' | 'enterpriseName' | 'roleName' | 'menuUrl';
// Organisation: value `<enterpriseId>#<name>` for departments, `<departmentId>#<name>` for positions and work groups.
// Message administration: value `<enterpriseId>#<name>` (names unique per scope).
// Application publishing: code, name and English name platform-wide; versions, majors and plans per
// application (value `<applicationId>#<value>`); category codes platform-wide.
// Equipment: type names and codes per enterprise (value `<enterpriseId>#<value>`), hardware ids platform-wide.
// IoT area: device group names per enterprise (value `<enterpriseId>#<name>`).
// Equipment certificates: one live certificate per gateway (value: the gateway's GUID).;
