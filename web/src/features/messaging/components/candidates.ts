import { getUsersWithWorkInfo } from '@/features/organisation/api/organisation.js';
import { listPlatformUsers } from '@/features/identity/api/users.js';
import type { MessagingScope } from './scope.js';

/** A user who may be made a group member or a recipient. */
export interface Candidate {
  id: string;
  username: string;
  email?: string;
  phone?: string;
  department?: { id: string; name: string };
  position?: { id?: string; name: string };
  workGroups?: { id: string; name: string }[];
}

/** How many users of each platform list one search reads (the search narrows by username). */
const PLATFORM_SEARCH_SIZE = 50;

/**
 * The users a scope may name, narrowed by a username search: an enterprise's
 * members (with their jobs, `usersWithWorkInfo`), or in the platform scope
 * any account (the platform's staff and every other account).
 */
export async function searchCandidates(
  scope: MessagingScope,
  organisationId: string,
  search: string,
  signal?: AbortSignal,
): Promise<Candidate[]> {
  const username = search.trim() || undefined;
  if (scope === 'enterprise') {
    return getUsersWithWorkInfo({ enterprise: organisationId, user: username }, signal);
  }
  const pages = await Promise.all(
    (['platform', 'private'] as const).map((type) =>
      listPlatformUsers({ type, username, pageNumber: 0, pageSize: PLATFORM_SEARCH_SIZE }, signal),
    ),
  );
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.content)
    .filter((user) => !user.removed && !seen.has(user.id) && Boolean(seen.add(user.id)))
    .map(({ id, username: name, email, phone }) => ({ id, username: name, email, phone }))
    .sort((a, b) => a.username.localeCompare(b.username));
}
