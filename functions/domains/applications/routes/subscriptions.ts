import { subscriptionContracts as contracts } from '../../../../shared/contracts/applications.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { assertManages, assertSees } from '../access.js';
import { requireApplication } from '../data/application.js';
import { syncMarketEntry } from '../market.js';
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
 * Subscriptions (doc 2 §3, §7): the market's view subscribes and unsubscribes; status notices tell the subscribers,
 * and the market's recommendations count them.
 * A subscription is always the caller's own; the user fields of the body are ignored.
 */
export const subscriptionRoutes = [
  implement(contracts.submitSubscribe, async ({ caller, body }) => {
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
    // The market's recommendations count subscribers.
    await syncMarketEntry(app.id);
    return subscriptionView(record);
  }),
  /** Ends the caller's subscription named by its id. */
  implement(contracts.submitUnSubscribe, async ({ caller, body }) => {
    const suffix = `_${caller.userId}`;
    if (!body.id.endsWith(suffix)) throw new NotFoundError('Subscription not found');
    const applicationId = body.id.slice(0, -suffix.length);
    await unsubscribe({ applicationId, userId: caller.userId });
    await syncMarketEntry(applicationId);
    return { unsubscribed: true as const };
  }),
  /** The caller's subscription to an application; an empty id means not subscribed (doc 2 §3). */
  implement(contracts.getApplicationSubscribe, async ({ caller, body }) => {
    const app = await requireApplication(body.application.id);
    await assertSees(caller, app);
    const own = await getSubscription({ applicationId: app.id, userId: caller.userId });
    return own ? subscriptionView(own) : { id: '' };
  }),
  /** The subscribers' user ids: the application's managers. */
  implement(contracts.getSubscribeUserIdsByApplicationId, async ({ caller, params }) => {
    const app = await requireApplication(params.applicationId);
    await assertManages(caller, app);
    return (await listSubscriptions({ applicationId: app.id })).map((s) => s.userId);
  }),
];
