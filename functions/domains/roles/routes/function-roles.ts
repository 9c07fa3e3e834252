import { FUNCTION_ROLE_CODES } from '../../../../shared/constants/grant-rules.js';
import { functionRoleContracts as contracts } from '../../../../shared/contracts/roles.js';
import type { FunctionRoleHolder } from '../../../../shared/schemas/grants-responses.js';
import { FUNCTION_ROLE } from '../../../lib/auth/caller.js';
import { grantFunctionRole, listHoldersOfFunctionRole, revokeFunctionRole } from '../data/function-role.js';
import { getLookup, findOwnerOfUnique, getUserProfiles, type UserRecord } from '../../identity/index.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { respond } from '../../../lib/http/route.js';

/** The lookup collection naming the function roles (seeded; the code stands in for a missing entry). */
const FUNCTION_ROLE_LOOKUP = 'functionRoles';

const toHolder = (profile: UserRecord): FunctionRoleHolder => ({
  id: profile.userId,
  username: profile.username,
  ...(profile.email ? { email: profile.email } : {}),
});

/** Display names of a function role from the lookup collection. */
async function namesOf(code: string): Promise<{ name: string; nameEn?: string }> {
  const entry = await getLookup({ collection: FUNCTION_ROLE_LOOKUP, code });
  return entry ? { name: entry.name, nameEn: entry.nameEn } : { name: code };
}

/**
 * Platform-wide function roles (spec doc 1 §6: capabilities such as auditor;
 * `GET /api-user/function/getFunctionRoles` answers a user's own). Platform
 * administrators list, grant and revoke them; a change applies on the
 * holder's next request (loadCaller reads them on every request).
 */
export const functionRoleRoutes = [
  /** Each function role with its holders, by username. */
  implement(contracts.functionRoles, async () =>
    Promise.all(
      FUNCTION_ROLE_CODES.map(async (code) => {
        const [names, holders] = await Promise.all([namesOf(code), listHoldersOfFunctionRole({ code })]);
        const profiles = await getUserProfiles({ userIds: holders.map((h) => h.userId) });
        return {
          code,
          ...names,
          holders: profiles.map(toHolder).sort((a, b) => a.username.localeCompare(b.username)),
        };
      }),
    ),
  ),
  /** Gives a function role to a user named by username (404 unknown or deregistered, 409 already held). */
  implement(contracts.grantFunctionRole, async ({ params, body }) => {
    const notFound = () => new NotFoundError('No such user');
    const userId = await findOwnerOfUnique({ kind: 'username', value: body.username });
    if (!userId) throw notFound();
    const [profile] = await getUserProfiles({ userIds: [userId] });
    if (!profile || profile.removed) throw notFound();
    const names = await namesOf(params.code);
    try {
      await grantFunctionRole({ role: { userId, code: params.code, ...names } });
    } catch (error) {
      if (error instanceof NotFoundError) throw notFound();
      throw error;
    }
    return respond(201, { code: params.code, holder: toHolder(profile) });
  }),
  /**
   * Takes a function role. Nobody revokes their own platform-admin (409), and
   * the last platform administrator can never be removed (409): the delete is
   * conditional on another holder's item in the same transaction.
   */
  implement(contracts.revokeFunctionRole, async ({ caller, params }) => {
    let witnessUserId: string | undefined;
    if (params.code === FUNCTION_ROLE.platformAdmin) {
      if (params.userId === caller.userId) {
        throw new ConflictError('You cannot revoke your own platform administrator role');
      }
      witnessUserId = (await listHoldersOfFunctionRole({ code: params.code })).find(
        (holder) => holder.userId !== params.userId,
      )?.userId;
      if (!witnessUserId) throw new ConflictError('The last platform administrator keeps the role');
    }
    await revokeFunctionRole({ userId: params.userId, code: params.code, witnessUserId });
    return { removed: true as const };
  }),
];
