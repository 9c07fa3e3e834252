import { handler as accountHandler } from '../../../functions/api-account/handler.js';
import { moveMoney, type AccountRef } from '../../../functions/domains/accounts/index.js';
import type { HttpEventOptions } from '../support/index.js';
import type { TenantUser } from '../support/tenant.js';
import { call } from './session-support.js';

/** Calls /api-account as `user` (anonymous without one). */
export const accountApi = (user: Pick<TenantUser, 'claims'> | undefined, options: HttpEventOptions) =>
  call(accountHandler, { ...options, ...(user ? { claims: user.claims } : {}) });

/** Credits an account `fen` through the product's one way money moves (a top-up), for a test's starting balance. */
export const fund = (account: AccountRef, fen: number) =>
  moveMoney({
    account,
    amountFen: fen,
    direction: 'credit',
    kind: 'topUp',
    description: { cn: '测试充值', en: 'Test top-up' },
    actor: { id: 'test', name: 'test' },
  });
