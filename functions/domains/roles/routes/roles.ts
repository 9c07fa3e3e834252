import { randomUUID } from 'node:crypto';
import { ENTERPRISE_ADMIN_ROLE_CODE, NIL_ID } from '../../../../shared/constants/ids.js';
import {
  DeleteRoleQuerySchema,
  EnterpriseRolePathSchema,
  EnterpriseRolesPathSchema,
  EnterprisesRolesQuerySchema,
  RoleInputSchema,
  RolePathSchema,
  type RoleDetail,
} from '../../../../shared/schemas/roles.js';
import type { PageOf } from '../../../../shared/schemas/user.js';
import { getEnterprise } from '../../identity/index.js';
import { findRoleById } from '../data/role-by-id.js';
import {
  countHoldersOfRole,
  createRole,
  deleteRole,
  listRolesOfEnterprise,
  updateRole,
  type RoleRecord,
} from '../data/role.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { assertAdministratorRemains } from '../administrators.js';
import { defineRoute } from '../../../lib/http/route.js';
import { readAllPages, slicePage } from '../../../lib/data/paging.js';

/** Roles that are never deleted: without them nobody could administer the enterprise (or the platform's menus). */
const PROTECTED_ROLE_CODES: readonly string[] = [ENTERPRISE_ADMIN_ROLE_CODE, 'PLATFORM_ADMIN'];

/** The message of a role name taken in the enterprise (field-level on `name`). */
const NAME_TAKEN = 'Role name already exists in this enterprise';

/** A role as the role calls return it: never keys or index attributes. */
export function toRoleDetail(role: RoleRecord): RoleDetail {
  return {
    id: role.id,
    enterpriseId: role.enterpriseId,
    name: role.name,
    ...(role.nameEn ? { nameEn: role.nameEn } : {}),
    ...(role.code ? { code: role.code } : {}),
    ...(role.description ? { description: role.description } : {}),
    ...(role.descriptionEn ? { descriptionEn: role.descriptionEn } : {}),
  };
}

/** 404 unless the enterprise exists (the platform, NIL_ID, has no enterprise record but has roles). */
async function requireEnterprise(enterpriseId: string): Promise<void> {
  if (enterpriseId === NIL_ID) return;
  if (!(await getEnterprise({ enterpriseId }))) throw new NotFoundError('Enterprise not found');
}

const nameTaken = (error: unknown) =>
  error instanceof ConflictError
    ? new ConflictError(NAME_TAKEN, { taken: ['roleName'], fields: [{ field: 'body.name', message: NAME_TAKEN }] })
    : error;

export const roleRoutes = [
  /**
   * One page of an enterprise's roles, sorted by name (spec doc 1 §3:
   * `{content, totalElements, number, size}`, zero-based `page`).
   * Administrators of the enterprise; the platform's roles (NIL_ID) platform administrators.
   */
  defineRoute({
    method: 'GET',
    path: '/api-user/enterprisesRoles',
    access: { privilege: 'role-list:view', enterprise: 'query.enterpriseId' },
    query: EnterprisesRolesQuerySchema,
    handler: async ({ caller, query }): Promise<PageOf<RoleDetail>> => {
      const enterpriseId = query.enterpriseId ?? caller.enterpriseId;
      await requireEnterprise(enterpriseId);
      const roles = (await readAllPages((cursor) => listRolesOfEnterprise({ enterpriseId, cursor }))).sort((a, b) =>
        a.name.localeCompare(b.name),
      );
      return slicePage(roles, query.page, query.size, toRoleDetail);
    },
  }),
  /** One role with its number of holders (for the delete warning). */
  defineRoute({
    method: 'GET',
    path: '/api-user/roles/{roleId}',
    access: { privilege: 'role-list:view', enterprise: { role: 'path.roleId' } },
    params: RolePathSchema,
    // The access check loaded the role (`{ role: 'path.roleId' }`) and checked its enterprise.
    handler: async ({ record: role }): Promise<RoleDetail & { holderCount: number }> => {
      return { ...toRoleDetail(role), holderCount: await countHoldersOfRole({ roleId: role.id }) };
    },
  }),
  /** Creates a role; its name is unique within the enterprise (409 on the `name` field). */
  defineRoute({
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/roles',
    access: { privilege: 'role-list:add', enterprise: 'path.enterpriseId' },
    params: EnterpriseRolesPathSchema,
    body: RoleInputSchema,
    handler: async ({ params, body }): Promise<RoleDetail> => {
      await requireEnterprise(params.enterpriseId);
      const role: RoleRecord = {
        id: randomUUID(),
        enterpriseId: params.enterpriseId,
        name: body.name,
        ...(body.description ? { description: body.description } : {}),
      };
      await createRole({ role }).catch((error: unknown) => {
        throw nameTaken(error);
      });
      return toRoleDetail(role);
    },
  }),
  /** Renames or re-describes a role (a new name swaps its uniqueness marker in the same transaction). */
  defineRoute({
    method: 'PATCH',
    path: '/api-user/roles/{roleId}',
    access: { privilege: 'role-list:edit', enterprise: { role: 'path.roleId' } },
    params: RolePathSchema,
    body: RoleInputSchema,
    handler: async ({ record: role, body }): Promise<RoleDetail> => {
      const updated = await updateRole({ current: role, name: body.name, description: body.description });
      return toRoleDetail(updated);
    },
  }),
  /**
   * Deletes a role with its assignments and menu privileges. A role still
   * held by users needs `?confirm=true` (else 409 with `holderCount`); the
   * administrator roles (enterprise and platform) are never deleted (409), nor
   * the last held role granting role and privilege management (409
   * `lastAdministrator`): without them nobody could administer the enterprise.
   */
  defineRoute({
    method: 'DELETE',
    path: '/api-user/enterprises/{enterpriseId}/roles/{roleId}',
    access: {
      privilege: 'role-list:delete',
      enterprise: 'path.enterpriseId',
    },
    params: EnterpriseRolePathSchema,
    query: DeleteRoleQuerySchema,
    handler: async ({ params, query }): Promise<{ deleted: true; removedAssignments: number }> => {
      const role = await findRoleById({ roleId: params.roleId });
      if (!role || role.enterpriseId !== params.enterpriseId) throw new NotFoundError('Role not found');
      if (role.code && PROTECTED_ROLE_CODES.includes(role.code)) {
        throw new ConflictError('The administrator role cannot be deleted', { code: role.code });
      }
      const holderCount = await countHoldersOfRole({ roleId: role.id });
      if (holderCount > 0 && !query.confirm) {
        throw new ConflictError(`The role is held by ${holderCount} user(s); confirm to delete it`, { holderCount });
      }
      const witness = await assertAdministratorRemains(role.enterpriseId, { deletedRoleIds: [role.id] });
      await deleteRole({ role, witness });
      return { deleted: true, removedAssignments: holderCount };
    },
  }),
];
