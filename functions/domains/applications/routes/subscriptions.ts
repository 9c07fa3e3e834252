import {
  ApplicationIdParamsSchema,
  SubscribeSchema,
  UnsubscribeSchema,
} from '../../../../shared/schemas/application.js';
import type {
  SubscriberIdsResponseSchema,
  SubscriptionLookupResponseSchema,
  SubscriptionSchema,
} from '../../../../shared/schemas/application-responses.js';
import { NotFoundError } from '../../../lib/errors.js';
import { defineRoute, responseOf } from '../../../lib/http/route.js';
import { assertManages, assertSees } from '../access.js';
import { requireApplication } from '../data/application.js';
import {
  getSubscription,
  listSubscriptions,
  subscribe,
  subscriptionId,
  unsubscribe,
  type SubscriptionRecord,
} from '../data/subscription.js';

const subscriptionView = (record: SubscriptionRecord) => ({
  id: record.id,
  type: { code: '1' },
  subscribeDate: record.subscribeDate,
  subscribeUserId: record.userId,
  subscribeUserName: record.userName,
  application: { id: record.applicationId },
  enabled: true,
});

/**
 * Subscriptions (doc 2 §3, §7): the market issue builds their screens; status notices need the subscribers now.
 * A subscription is always the caller's own; the user fields of the body are ignored.
 */
export const subscriptionRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api-application/submitSubscribe',
    access: 'authenticated',
    body: SubscribeSchema,
    response: responseOf<typeof SubscriptionSchema>(),
    handler: async ({ caller, body }) => {
      const app = await requireApplication(body.application.id);
      await assertSees(caller, app);
      const record: SubscriptionRecord = {
        id: subscriptionId(app.id, caller.userId),
        applicationId: app.id,
        userId: caller.userId,
        userName: caller.username,
        subscribeDate: new Date().toISOString(),
      };
      await subscribe(record);
      return subscriptionView(record);
    },
  }),
  /** Ends the caller's subscription named by its id. */
  defineRoute({
    method: 'PUT',
    path: '/api-application/submitUnSubscribe',
    access: 'authenticated',
    body: UnsubscribeSchema,
    handler: async ({ caller, body }): Promise<{ unsubscribed: true }> => {
      const suffix = `_${caller.userId}`;
      if (!body.id.endsWith(suffix)) throw new NotFoundError('Subscription not found');
      await unsubscribe({ applicationId: body.id.slice(0, -suffix.length), userId: caller.userId });
      return { unsubscribed: true };
    },
  }),
  /** The caller's subscription to an application; an empty id means not subscribed (doc 2 §3). */
  defineRoute({
    method: 'POST',
    path: '/api-application/getApplicationSubscribe',
    access: 'authenticated',
    body: SubscribeSchema,
    response: responseOf<typeof SubscriptionLookupResponseSchema>(),
    handler: async ({ caller, body }) => {
      const app = await requireApplication(body.application.id);
      await assertSees(caller, app);
      const own = await getSubscription({ applicationId: app.id, userId: caller.userId });
      return own ? subscriptionView(own) : { id: '' };
    },
  }),
  /** The subscribers' user ids: the application's managers. */
  defineRoute({
    method: 'GET',
    path: '/api-application/getSubscribeUserIdsByApplicationId/{applicationId}',
    access: 'authenticated',
    params: ApplicationIdParamsSchema,
    response: responseOf<typeof SubscriberIdsResponseSchema>(),
    handler: async ({ caller, params }) => {
      const app = await requireApplication(params.applicationId);
      await assertManages(caller, app);
      return (await listSubscriptions({ applicationId: app.id })).map((s) => s.userId);
    },
  }),
];
