import { profileContracts as contracts } from '../../../../shared/contracts/identity.js';
import { DEFAULT_AVATAR, type User } from '../../../../shared/schemas/user.js';
import { resolveContext } from '../../../lib/auth/context.js';
import { getEnterprise } from '../data/enterprise.js';
import { getLookup } from '../data/lookup.js';
import { getRolesOfEnterprise } from '../../roles/index.js';
import { getUserProfile } from '../data/user.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import type { UserRecord } from '../data/records.js';

/** The caller's (or any) profile; 404 when it does not exist. */
export async function requireProfile(userId: string): Promise<UserRecord> {
  const profile = await getUserProfile({ userId });
  if (!profile) throw new NotFoundError('User not found');
  return profile;
}

/** Name of a verify-status code from the seeded lookup (the code itself when unknown). */
export async function verifyStatusName(code: string): Promise<string> {
  return (await getLookup({ collection: 'verifyStatuses', code }))?.name ?? code;
}

/** The `GET /api-user/users` shape of a profile (spec doc 1 §3 User). */
export async function toUser(profile: UserRecord): Promise<User> {
  return {
    id: profile.userId,
    username: profile.username,
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
    verifyStatus: { code: profile.verifyStatusCode, name: await verifyStatusName(profile.verifyStatusCode) },
    ...(profile.workNum ? { workNum: profile.workNum } : {}),
    ...(profile.position ? { position: profile.position } : {}),
    ...(profile.department ? { department: profile.department } : {}),
  };
}

export const profileRoutes = [
  /** The personal info card: identity, verification, company and role names in an enterprise. */
  implement(contracts.personInfoes, async ({ caller, query }) => {
    const { enterpriseId } = resolveContext(caller, { enterpriseId: query.enterpriseId });
    const roleIds = caller.rolesByEnterprise[enterpriseId] ?? [];
    const [profile, enterprise, roles] = await Promise.all([
      requireProfile(caller.userId),
      caller.enterpriseIds.includes(enterpriseId) ? getEnterprise({ enterpriseId }) : Promise.resolve(undefined),
      getRolesOfEnterprise({ enterpriseId, roleIds }),
    ]);
    return {
      username: profile.username,
      ...(profile.phone ? { phone: profile.phone } : {}),
      avatar: profile.avatar ?? DEFAULT_AVATAR,
      status: await verifyStatusName(profile.verifyStatusCode),
      code: profile.verifyStatusCode,
      companyName: enterprise?.name ?? '',
      roleNames: roles.map((r) => r.name).join(','),
    };
  }),
  implement(contracts.userInfoes, async ({ caller }) => {
    const profile = await requireProfile(caller.userId);
    return { metadata: profile.metadata ?? '', avatar: profile.avatar ?? DEFAULT_AVATAR };
  }),
  implement(contracts.users, async ({ caller }) => toUser(await requireProfile(caller.userId))),
];
