import { NIL_ID } from '../../../shared/constants/ids.js';
import type { Caller } from '../../lib/auth/caller.js';
import { hasPrivilege } from '../../lib/auth/privileges.js';
import { batchGetItems } from '../../lib/data/batch.js';
import { ForbiddenError } from '../../lib/errors.js';
import { CALLER_PARTITION } from '../../lib/auth/caller-partition.js';

/** The privilege that lets an enterprise's message senders notify its members (menu 企业消息管理). */
export const NOTIFY_MEMBERS_PRIVILEGE = 'message-sent-enterprise:add';

/**
 * Who may notify whom with `POST /api-user/notificationObjects` (docs/messaging.md):
 * - the actor is the caller (a platform administrator may name anyone);
 * - platform administrators and auditors may notify anyone (reviews, platform notices);
 * - a user whose roles in the current enterprise grant `message-sent-enterprise:add` may
 *   notify members of that enterprise;
 * - everyone else only themselves.
 * Throws 403 naming the first outsiders; nothing is written before this passes.
 */
export async function assertMayNotify(
  caller: Caller,
  notification: { actorId: string; notifierIds: readonly string[] },
): Promise<void> {
  if (notification.actorId !== caller.userId && !caller.isPlatformAdmin) {
    throw new ForbiddenError('actorId must be your own user id');
  }
  if (caller.isPlatformAdmin || caller.isAuditor) return;
  const others = [...new Set(notification.notifierIds)].filter((id) => id !== caller.userId);
  if (others.length === 0) return;
  const enterpriseId = caller.enterpriseId;
  if (enterpriseId === NIL_ID || !(await hasPrivilege(caller, enterpriseId, NOTIFY_MEMBERS_PRIVILEGE))) {
    throw new ForbiddenError('You may only notify yourself');
  }
  const memberships = await batchGetItems<{ userId: string }>(
    others.map((id) => ({ pk: CALLER_PARTITION.pk(id), sk: `${CALLER_PARTITION.membership}${enterpriseId}` })),
  );
  const members = new Set(memberships.map((membership) => membership.userId));
  const outsiders = others.filter((id) => !members.has(id));
  if (outsiders.length > 0) {
    throw new ForbiddenError('Some notifiers are not members of your current enterprise', {
      userIds: outsiders.slice(0, 20),
    });
  }
}
