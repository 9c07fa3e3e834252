import { messageMemberContracts as contracts } from '../../../../shared/contracts/messaging.js';
import { randomUUID } from 'node:crypto';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import type { AddMessageMembersResult } from '../../../../shared/schemas/messaging.js';
import { batchGetItems } from '../../../lib/data/batch.js';
import {
  addGroupMembers,
  findGroupMembers,
  getMessageGroups,
  listGroupMembers,
  removeGroupMembers,
  type MessageGroupMemberRecord,
} from '../data/message-group.js';
import { listHoldersOfRole, findRoleById } from '../../roles/index.js';
import { getUserProfiles, identityKeys, type MembershipRecord, type UserRecord } from '../../identity/index.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { scopeOf, scopedDelete } from './scope.js';
import { toMessageGroupMember } from './message-groups.js';

/** A user a call resolved, and the role they were found through (if any). */
export interface ResolvedUser {
  readonly userId: string;
  readonly roleId?: string;
}

/** Narrowing of role holders by their job (the "add members by role" dialog). */
export interface JobFilter {
  readonly departmentId?: string;
  readonly positionId?: string;
  readonly workGroupId?: string;
}

/**
 * The users named one by one: each must have a live profile (400 on
 * `body.userIds` naming the others) and, in an enterprise scope, be a member
 * of the enterprise (403 otherwise). Answers their profiles in id order.
 */
export async function resolveNamedUsers(enterpriseId: string, userIds: readonly string[]): Promise<UserRecord[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const profiles = (await getUserProfiles({ userIds: ids })).filter((p) => !p.removed);
  const known = new Set(profiles.map((p) => p.userId));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ValidationError('Unknown users', [
      { field: 'body.userIds', message: `Unknown users: ${unknown.join(', ')}` },
    ]);
  }
  if (enterpriseId !== NIL_ID) {
    const memberships = await batchGetItems<MembershipRecord>(
      ids.map((id) => identityKeys.membership(id, enterpriseId)),
    );
    const members = new Set(memberships.map((m) => m.userId));
    if (ids.some((id) => !members.has(id))) {
      throw new ForbiddenError('Only members of this enterprise can be chosen');
    }
  }
  return profiles;
}

/**
 * The current holders of roles: each role must exist (400 on `body.roleIds`)
 * and, in an enterprise scope, be one of the enterprise's (403 otherwise).
 * With a job filter only holders whose profile's department, position and
 * work group match are kept. A user holding two of the roles comes once.
 */
export async function resolveRoleHolders(
  enterpriseId: string,
  roleIds: readonly string[],
  filter: JobFilter = {},
): Promise<ResolvedUser[]> {
  const ids = [...new Set(roleIds)];
  if (ids.length === 0) return [];
  const roles = await Promise.all(ids.map((roleId) => findRoleById({ roleId })));
  const unknown = ids.filter((_, i) => !roles[i]);
  if (unknown.length > 0) {
    throw new ValidationError('Unknown roles', [
      { field: 'body.roleIds', message: `Unknown roles: ${unknown.join(', ')}` },
    ]);
  }
  if (enterpriseId !== NIL_ID && roles.some((role) => role!.enterpriseId !== enterpriseId)) {
    throw new ForbiddenError('Only roles of this enterprise can be chosen');
  }
  const holders = new Map<string, string>();
  for (const roleId of ids) {
    let cursor: string | undefined;
    do {
      const page = await listHoldersOfRole({ roleId, cursor });
      for (const assignment of page.items) if (!holders.has(assignment.userId)) holders.set(assignment.userId, roleId);
      cursor = page.cursor;
    } while (cursor);
  }
  let userIds = [...holders.keys()];
  if (filter.departmentId || filter.positionId || filter.workGroupId) {
    const profiles = await getUserProfiles({ userIds });
    userIds = profiles
      .filter(
        (p) =>
          (!filter.departmentId || p.department?.id === filter.departmentId) &&
          (!filter.positionId || p.position?.id === filter.positionId) &&
          (!filter.workGroupId || (p.workGroups ?? []).some((g) => g.id === filter.workGroupId)),
      )
      .map((p) => p.userId);
  }
  return userIds.map((userId) => ({ userId, roleId: holders.get(userId)! }));
}

export const messageMemberRoutes = [
  /**
   * Adds users to a group: `userIds` one by one, `roleIds` as their current
   * holders (narrowed by department, position, work group). Users already in
   * the group are skipped; nothing is written when a user or role is refused.
   */
  implement(contracts.messageMembers, async ({ query, body }): Promise<AddMessageMembersResult> => {
    const enterpriseId = scopeOf(query);
    const [group] = await getMessageGroups({ enterpriseId, ids: [body.groupId] });
    if (!group) throw new NotFoundError('No such group here');
    const named = await resolveNamedUsers(enterpriseId, body.userIds);
    const viaRoles = await resolveRoleHolders(enterpriseId, body.roleIds, body);
    const chosen = new Map<string, ResolvedUser>(viaRoles.map((user) => [user.userId, user]));
    // Named users win over role holders: they were picked, not found through a role.
    for (const profile of named) chosen.set(profile.userId, { userId: profile.userId });
    const present = new Set((await listGroupMembers({ groupId: group.id })).map((m) => m.userId));
    const fresh = [...chosen.values()].filter((user) => !present.has(user.userId));
    const profiles = new Map(
      (await getUserProfiles({ userIds: fresh.map((u) => u.userId) })).map((p) => [p.userId, p]),
    );
    const now = new Date().toISOString();
    const members: MessageGroupMemberRecord[] = fresh
      .filter((user) => profiles.has(user.userId) && !profiles.get(user.userId)!.removed)
      .map((user) => {
        const profile = profiles.get(user.userId)!;
        return {
          id: randomUUID(),
          groupId: group.id,
          enterpriseId,
          userId: user.userId,
          username: profile.username,
          ...(profile.email ? { email: profile.email } : {}),
          ...(user.roleId ? { roleId: user.roleId } : {}),
          addedAt: now,
        };
      });
    const added = await addGroupMembers({ group, members });
    return { added: added.map(toMessageGroupMember), skipped: chosen.size - added.length };
  }),
  /** Removes members (array of member ids): all or none; what was delivered to them stays theirs. */
  implement(
    contracts.messageMember,
    scopedDelete({
      what: 'member',
      find: async (enterpriseId, ids) =>
        (await findGroupMembers({ ids })).filter((member) => member.enterpriseId === enterpriseId),
      remove: (members) => removeGroupMembers({ members }),
    }),
  ),
];
