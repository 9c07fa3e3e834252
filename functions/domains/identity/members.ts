import type { UserListItem } from '../../../shared/schemas/user.js';
import { readAllPages } from '../../lib/data/paging.js';
import { listMembersOfEnterprise, type MembershipRecord } from './data/membership.js';
import { getUserProfiles, type UserRecord } from './data/user.js';

/** A profile as a list row: never the keys, avatar or metadata. */
export function toListItem(profile: UserRecord): UserListItem {
  return {
    id: profile.userId,
    username: profile.username,
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
    verifyStatus: { code: profile.verifyStatusCode },
    removed: profile.removed === true,
    createdAt: profile.createdAt,
  };
}

/** Case-insensitive username prefix test (no prefix: everything). */
export const matchesPrefix = (username: string, prefix: string | undefined) =>
  !prefix || username.toLowerCase().startsWith(prefix.toLowerCase());

/** Every membership of an enterprise and the member profiles, by username. */
export async function membersWithProfiles(
  enterpriseId: string,
): Promise<{ membership: MembershipRecord; profile: UserRecord }[]> {
  const memberships = await readAllPages((cursor) => listMembersOfEnterprise({ enterpriseId, cursor }));
  const profiles = new Map(
    (await getUserProfiles({ userIds: memberships.map((m) => m.userId) })).map((p) => [p.userId, p]),
  );
  return memberships
    .flatMap((membership) => {
      const profile = profiles.get(membership.userId);
      return profile ? [{ membership, profile }] : [];
    })
    .sort((a, b) => a.profile.username.localeCompare(b.profile.username));
}
