import { topUpContracts as contracts } from '../../../../shared/contracts/accounts.js';
import { ACCOUNT_LIMITS } from '../../../../shared/schemas/accounts.js';
import { implement } from '../../../lib/http/implement.js';
import { listTopUpRequestsByStatus, listTopUpRequestsOfRequester } from '../data/top-up-request.js';
import { confirmTopUp, rejectTopUp, requestTopUp } from '../top-ups.js';
import { topUpRequestView } from '../views/account-views.js';

const limit = ACCOUNT_LIMITS.requestPageSize;

/**
 * Top-up requests (ours, docs/money.md "Top-ups"): any signed-in user requests and follows their own; platform
 * administrators work the queue, confirming (the credit) or rejecting with a reason.
 */
export const topUpRoutes = [
  implement(contracts.createTopUpRequest, async ({ caller, body }) =>
    topUpRequestView(await requestTopUp(caller, body)),
  ),
  implement(contracts.listTopUpRequests, async ({ caller, query }) => {
    const page = await listTopUpRequestsOfRequester({ requesterId: caller.userId, ...query, limit });
    return {
      items: page.items.map((request) => topUpRequestView(request)),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    };
  }),
  implement(contracts.listTopUpRequestsForConfirmation, async ({ query }) => {
    const page = await listTopUpRequestsByStatus({ status: query.status ?? 'pending', cursor: query.cursor, limit });
    return {
      items: page.items.map((request) => topUpRequestView(request)),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    };
  }),
  implement(contracts.confirmTopUpRequest, async ({ caller, params }) => {
    const { request, balanceFen } = await confirmTopUp(caller, params.id);
    return topUpRequestView(request, balanceFen);
  }),
  implement(contracts.rejectTopUpRequest, async ({ caller, params, body }) =>
    topUpRequestView(await rejectTopUp(caller, params.id, body.reason)),
  ),
];
