import { accountsTables } from '../../shared/contracts/accounts.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-account: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  accounts: routeGroup(accountsTables, () => import('./route-groups/accounts.js').then((group) => group.routes)),
};

/** /api-account: payments, balances and ledgers of persons and enterprises, top-up requests (docs/money.md). */
export const handler = createPrefixHandler(Object.values(routeGroups));
