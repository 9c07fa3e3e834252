import { randomUUID } from 'node:crypto';
import { ENTERPRISE_ADMIN_ROLE_CODE, NIL_ID } from '../../../../shared/constants/ids.js';
import { roleContracts as contracts } from '../../../../shared/contracts/roles.js';
import type { RoleDetail } from '../../../../shared/schemas/roles-responses.js';
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
import { implement } from '../../../lib/http/implement.js';
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

/** What a role's `enterprise` names when no enterprise record does: the platform's name, as the seed writes it. */
const PLATFORM_NAME = '平台';

/**
 * The enterprise whose roles a call names, as each role of `enterprisesRoles` carries it (spec doc 1 §3 Role:
 * id, name, description, code, enterprise); 404 unless it exists. The platform (NIL_ID) has roles whether or not
 * an enterprise record names it.
 */
async function requireEnterprise(enterpriseId: string): Promise<{ id: string; name: string }> {
  const enterprise = await getEnterprise({ enterpriseId });
  if (enterprise) return { id: enterprise.id, name: enterprise.name };
  if (enterpriseId === NIL_ID) return { id: NIL_ID, name: PLATFORM_NAME };
  throw new NotFoundError('Enterprise not found');
}

const nameTaken = (error: unknown) =>
  error instanceof ConflictError
    ? new ConflictError(NAME_TAKEN, { taken: ['roleName'], fields: [{ field: 'body.name', message: NAME_TAKEN }] })
    : error;

export const roleRoutes = [
  /**
   * One page of an enterprise's roles, sorted by name, each with its enterprise (spec doc 1 §3:
   * `{content, totalElements, number, size}`, zero-based `page`).
   * Administrators of the enterprise; the platform's roles (NIL_ID) platform administrators.
   */
  implement(contracts.enterprisesRoles, async ({ caller, query }) => {
    const enterpriseId = query.enterpriseId ?? caller.enterpriseId;
    const enterprise = await requireEnterprise(enterpriseId);
    const roles = (await readAllPages((cursor) => listRolesOfEnterprise({ enterpriseId, cursor }))).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    // Every documented Role field is present (doc 1 §3), empty when the role has none.
    return slicePage(roles, query.page, query.size, (role) => ({
      code: '',
      description: '',
      ...toRoleDetail(role),
      enterprise,
    }));
  }),
  /** One role with its number of holders (for the delete warning). */
  // The access check loaded the role (`{ role: 'path.roleId' }`) and checked its enterprise.
  implement(contracts.getRoleById, async ({ record: role }) => {
    return { ...toRoleDetail(role), holderCount: await countHoldersOfRole({ roleId: role.id }) };
  }),
  /** Creates a role; its name is unique within the enterprise (409 on the `name` field). */
  implement(contracts.createRole, async ({ params, body }) => {
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
  }),
  /** Renames or re-describes a role (a new name swaps its uniqueness marker in the same transaction). */
  implement(contracts.updateRole, async ({ record: role, body }) => {
    const updated = await updateRole({ current: role, name: body.name, description: body.description });
    return toRoleDetail(updated);
  }),
  /**
   * Deletes a role with its assignments and menu privileges. A role still
   * held by users needs `?confirm=true` (else 409 with `holderCount`); the
   * administrator roles (enterprise and platform) are never deleted (409), nor
   * the last held role granting role and privilege management (409
   * `lastAdministrator`): without them nobody could administer the enterprise.
   */
  implement(contracts.deleteRole, async ({ params, query }) => {
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
    return { deleted: true as const, removedAssignments: holderCount };
  }),
];
