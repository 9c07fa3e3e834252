import { NIL_ID } from '../../../../shared/constants/ids.js';
import type { EnterpriseSummary, RoleSummary } from '../../../../shared/schemas/session.js';
import type { RoleRecord } from '../../roles/index.js';
import type { EnterpriseRecord } from '../data/records.js';

/** The synthetic first role of every role list: NIL_ID, meaning all roles of the enterprise. */
export function allRolesEntry(enterpriseId: string): RoleSummary {
  return { id: NIL_ID, name: '全部角色', nameEn: 'All roles', code: 'ALL', enterpriseId };
}

/** The API view of an enterprise in the session context. */
export function toEnterpriseSummary(enterprise: EnterpriseRecord): EnterpriseSummary {
  return {
    id: enterprise.id,
    name: enterprise.name,
    ...(enterprise.nameEn ? { nameEn: enterprise.nameEn } : {}),
    ...(enterprise.alias ? { alias: enterprise.alias } : {}),
    ...(enterprise.logo ? { logo: enterprise.logo } : {}),
    ...(enterprise.status ? { status: enterprise.status } : {}),
  };
}

/** The API view of a role. */
export function toRoleSummary(role: RoleRecord): RoleSummary {
  return {
    id: role.id,
    name: role.name,
    ...(role.nameEn ? { nameEn: role.nameEn } : {}),
    ...(role.code ? { code: role.code } : {}),
    ...(role.description ? { description: role.description } : {}),
    ...(role.descriptionEn ? { descriptionEn: role.descriptionEn } : {}),
    enterpriseId: role.enterpriseId,
  };
}
