import { notificationObjectContracts as contracts } from '../../../../shared/contracts/messaging.js';
import type { NotificationSendResult } from '../../../../shared/schemas/inbox.js';
import { getUserProfile, getUserProfiles } from '../../identity/index.js';
import { ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { respond } from '../../../lib/http/route.js';
import { notifyUsers } from '../notify.js';
import { assertMayNotify } from '../notify-permission.js';

export const notificationObjectRoutes = [
  /**
   * Sends a notification (spec doc 1 §7): checks who may notify whom, that
   * the actor and every notifier exist, then delivers one copy per distinct
   * notifier. 201 when every copy is written, 202 when a fan-out job delivers
   * them (more than 100 notifiers); `sendEmail` also e-mails each notifier.
   */
  implement(contracts.notificationObjects, async ({ caller, body }) => {
    await assertMayNotify(caller, body);
    const actor =
      body.actorId === caller.userId ? { username: caller.username } : await getUserProfile({ userId: body.actorId });
    if (!actor) throw new ValidationError('No such actor', [{ field: 'body.actorId', message: 'No such user' }]);
    const notifierIds = [...new Set(body.notifierIds)];
    const others = notifierIds.filter((id) => id !== caller.userId);
    const found = new Set((await getUserProfiles({ userIds: others })).map((profile) => profile.userId));
    const unknown = others.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw new ValidationError('Some notifiers do not exist', [
        { field: 'body.notifierIds', message: `No such users: ${unknown.slice(0, 20).join(', ')}` },
      ]);
    }
    const result = await notifyUsers({ ...body, notifierIds, actorName: actor.username });
    if (!result.queued && result.failed > 0 && result.delivered === 0) {
      throw new Error(`Notification ${result.notificationObjectId} reached no notifier`);
    }
    const answer: NotificationSendResult = {
      notificationObjectId: result.notificationObjectId,
      recipients: result.recipients,
      status: result.queued ? 'queued' : 'delivered',
      ...(result.queued ? { jobId: result.notificationObjectId } : {}),
    };
    return respond(result.queued ? 202 : 201, answer);
  }),
];
