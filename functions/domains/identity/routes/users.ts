import { userContracts as contracts } from '../../../../shared/contracts/identity.js';
import { getEnterprise, getEnterprises } from '../data/enterprise.js';
import { listMembershipsOfUser } from '../data/membership.js';
import { listHoldersOfRole, listRoleAssignmentsOfUser } from '../../roles/index.js';
import { getRolesOfEnterprise, listRolesOfEnterprise, type RoleRecord } from '../../roles/index.js';
import { getUserProfiles, updateUserDetails, type UserRecord } from '../data/user.js';
import { deleteVerificationCode, isPhoneVerified } from '../data/verification-code.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { isCurrentPassword, setPermanentPassword, updateContactAttributes } from '../data/cognito-passwords.js';
import { registeredConflict } from '../data/cognito-users.js';
import { logger } from '../../../lib/logger.js';
import { pageOf, readAllPages } from '../../../lib/data/paging.js';
import { matchesPrefix, membersWithProfiles, toListItem } from '../members.js';
import { requireProfile, toUser } from './profile.js';

/** A new phone needs a code checked this recently (the registration window). */
const PHONE_VERIFIED_FOR_SECONDS = 30 * 60;
const PHONE_NOT_VERIFIED = '手机号未验证或验证已过期，请重新获取验证码';

const roleSummary = (role: RoleRecord) => ({
  id: role.id,
  name: role.name,
  ...(role.nameEn ? { nameEn: role.nameEn } : {}),
});

export const userRoutes = [
  /**
   * The employee list: members of an enterprise with their enterprise and the
   * roles they hold there. `username` filters by prefix; `type` by
   * verification (all, verified = code 3, unverified = anything else).
   * Deregistered users are left out.
   */
  implement(contracts.userWithEnterprises, async ({ caller, query }) => {
    const enterpriseId = query.enterpriseId ?? caller.enterpriseId;
    const enterprise = await getEnterprise({ enterpriseId });
    if (!enterprise) throw new NotFoundError('Enterprise not found');
    const rows = (await membersWithProfiles(enterpriseId)).filter(
      ({ profile }) =>
        !profile.removed &&
        matchesPrefix(profile.username, query.username) &&
        (query.type === 'all' || (profile.verifyStatusCode === '3') === (query.type === 'verified')),
    );
    const start = query.pageNumber * query.pageSize;
    const page = rows.slice(start, start + query.pageSize);
    const assignments = await Promise.all(
      page.map(({ profile }) => listRoleAssignmentsOfUser({ userId: profile.userId, enterpriseId })),
    );
    const roles = new Map(
      (
        await getRolesOfEnterprise({ enterpriseId, roleIds: [...new Set(assignments.flat().map((a) => a.roleId))] })
      ).map((r) => [r.id, r]),
    );
    const content = page.map(({ membership, profile }, i) => ({
      ...toListItem(profile),
      ...(profile.workNum ? { workNum: profile.workNum } : {}),
      ...(profile.position ? { position: profile.position } : {}),
      ...(profile.department ? { department: profile.department } : {}),
      joinedAt: membership.joinedAt,
      enterprise: { id: enterprise.id, name: enterprise.name },
      roles: assignments[i].flatMap((a) => (roles.has(a.roleId) ? [roleSummary(roles.get(a.roleId)!)] : [])),
    }));
    return pageOf(content, rows.length, query.pageNumber, query.pageSize);
  }),
  /**
   * The enterprises of a user with the roles held in each (spec doc 1 §3
   * Enterprise projection); `enterpriseId` narrows to one. Roles are held per
   * enterprise, not per application, so `applicationId` does not narrow the
   * roles. The user themself or a platform administrator.
   */
  implement(contracts.enterpriseProjections, async ({ caller, params, query }) => {
    if (params.userId !== caller.userId && !caller.isPlatformAdmin) {
      throw new ForbiddenError('You can only access your own records');
    }
    await requireProfile(params.userId);
    const enterpriseIds =
      params.userId === caller.userId
        ? [...caller.enterpriseIds]
        : (await listMembershipsOfUser({ userId: params.userId })).map((m) => m.enterpriseId);
    const wanted = enterpriseIds.filter((id) => !query.enterpriseId || id === query.enterpriseId);
    const enterprises = await getEnterprises({ enterpriseIds: wanted });
    return Promise.all(
      enterprises.map(async (enterprise) => {
        const held = (await listRoleAssignmentsOfUser({ userId: params.userId, enterpriseId: enterprise.id })).map(
          (a) => a.roleId,
        );
        const roles = await getRolesOfEnterprise({ enterpriseId: enterprise.id, roleIds: held });
        return { enterpriseId: enterprise.id, enterpriseName: enterprise.name, roles: roles.map(roleSummary) };
      }),
    );
  }),
  /** The roles of an enterprise (members may read them). */
  implement(contracts.roles, async ({ caller, query }) => {
    const enterpriseId = query.enterpriseId ?? caller.enterpriseId;
    const enterprise = await getEnterprise({ enterpriseId });
    if (!enterprise) throw new NotFoundError('Enterprise not found');
    const roles = await readAllPages((cursor) => listRolesOfEnterprise({ enterpriseId, cursor }));
    return roles.map((role) => ({
      ...roleSummary(role),
      ...(role.description ? { description: role.description } : {}),
      ...(role.code ? { code: role.code } : {}),
      enterprise: { id: enterprise.id, name: enterprise.name },
    }));
  }),
  /**
   * The users holding a role; `user` narrows to a user id or a username
   * prefix. Administrators of the role's enterprise (platform roles: platform
   * administrators).
   */
  // The access check loaded the role (`{ role: 'query.role' }`) and checked its enterprise.
  implement(contracts.roleWithUsers, async ({ query, record: role }) => {
    const holders = await readAllPages((cursor) => listHoldersOfRole({ roleId: role.id, cursor }));
    const profiles = await getUserProfiles({ userIds: holders.map((h) => h.userId) });
    return profiles
      .filter((p) => !query.user || p.userId === query.user || matchesPrefix(p.username, query.user))
      .sort((a, b) => a.username.localeCompare(b.username))
      .map(toListItem);
  }),
  /**
   * Edits the own e-mail, phone and metadata. A new phone must have been
   * verified by a texted code (the registration codes, within 30 minutes). A
   * new e-mail or phone swaps its uniqueness marker in the same transaction
   * (409 with the registration message when taken); the Cognito attributes follow.
   */
  implement(contracts.updateUserDetails, async ({ caller, body }) => {
    const current = await requireProfile(caller.userId);
    const newPhone = body.phone !== undefined && body.phone !== current.phone ? body.phone : undefined;
    if (newPhone && !(await isPhoneVerified({ phone: newPhone, withinSeconds: PHONE_VERIFIED_FOR_SECONDS }))) {
      throw new ValidationError(PHONE_NOT_VERIFIED, [{ field: 'body.phone', message: PHONE_NOT_VERIFIED }], {
        reason: PHONE_NOT_VERIFIED,
      });
    }
    try {
      await updateUserDetails({ current, changes: body });
    } catch (error) {
      throw registeredConflict(error, 'every');
    }
    if (newPhone) await deleteVerificationCode({ phone: newPhone });
    const email = body.email !== undefined && body.email !== current.email ? body.email : undefined;
    try {
      await updateContactAttributes({ username: current.username, email, phone: newPhone });
    } catch (error) {
      // The profile is the platform's record of e-mail and phone (sign-in uses the username); a lagging
      // Cognito mirror is logged for operators rather than failing an edit that is already stored.
      logger.error('Cognito contact attributes not updated', { error: error as Error, userId: caller.userId });
    }
    return toUser({ ...current, ...body });
  }),
  /** Changes the own password: the current one is checked against Cognito first. */
  implement(contracts.changePassword, async ({ caller, body }) => {
    const profile = await requireProfile(caller.userId);
    assertPasswordNotPersonal(profile, body.newPassword, 'body.newPassword');
    if (!(await isCurrentPassword({ username: profile.username, password: body.currentPassword }))) {
      throw new ValidationError('The current password is wrong', [
        { field: 'body.currentPassword', message: 'The current password is wrong' },
      ]);
    }
    await setPermanentPassword({ username: profile.username, password: body.newPassword, field: 'body.newPassword' });
    return { changed: true as const };
  }),
];

/** The registration rule (spec doc 1 §5): a password neither equals the username nor contains the phone. */
export function assertPasswordNotPersonal(profile: UserRecord, password: string, field: string): void {
  const message =
    password === profile.username
      ? 'Password must not equal the username'
      : profile.phone && password.includes(profile.phone)
        ? 'Password must not contain the phone number'
        : undefined;
  if (message) throw new ValidationError(message, [{ field, message }]);
}
