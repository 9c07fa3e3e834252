import { randomUUID } from 'node:crypto';
import { ENTERPRISE_ACCOUNT_PRIVILEGES } from '../../../shared/constants/account-rules.js';
import { formatYuan, yuanToFen } from '../../../shared/constants/money-rules.js';
import type { TopUpRequestCreateInput } from '../../../shared/schemas/accounts.js';
import type { Caller } from '../../lib/auth/caller.js';
import { NotFoundError } from '../../lib/errors.js';
import { accountNamed } from './account-owner.js';
import { moveMoney } from './data/money.js';
import {
  alreadyDecided,
  createTopUpRequest,
  decisionUpdate,
  getTopUpRequest,
  rejectTopUpRequest,
  type TopUpDecision,
  type TopUpRequestRecord,
} from './data/top-up-request.js';
import type { ACCOUNTS_SYSTEM_MESSAGES, SystemMessage, SystemMessageParam } from '../messaging/index.js';

/** The screen where platform administrators confirm requests and users follow theirs. */
const CONFIRMATION_SCREEN = '/console/person-payment-confirmation';

/** The idempotency key of a request's credit: one credit per request, whoever confirms and however often. */
export const topUpKey = (requestId: string) => `topUp#${requestId}`;

/** The account a request is for, as a message names it (`whose`: the requester reading it, or someone else). */
function accountText(request: TopUpRequestRecord, whose: 'own' | 'their'): SystemMessageParam {
  if (request.account.kind === 'enterprise')
    return { cn: `企业“${request.accountName}”的账户`, en: `the account of enterprise "${request.accountName}"` };
  return whose === 'own'
    ? { cn: '个人账户', en: 'your personal account' }
    : { cn: '其个人账户', en: 'their personal account' };
}

/** Sends a system message to some users from `actor`, also by e-mail, once per `notificationObjectId` (never throws). */
async function tell(
  notifierIds: readonly string[],
  actor: { id: string; name: string },
  message: SystemMessage<typeof ACCOUNTS_SYSTEM_MESSAGES>,
  action: string,
  notificationObjectId: string,
): Promise<void> {
  if (notifierIds.length === 0) return;
  const {
    ACCOUNTS_SYSTEM_MESSAGES,
    notifyUsers,
    systemMessage,
    SEND_EMAIL,
    USER_MESSAGE_SELF_TYPE,
    USER_MESSAGE_TYPE,
  } = await import('../messaging/index.js');
  await notifyUsers({
    actorId: actor.id,
    actorName: actor.name,
    notifierIds,
    ...systemMessage(ACCOUNTS_SYSTEM_MESSAGES, message),
    type: USER_MESSAGE_TYPE,
    selfType: USER_MESSAGE_SELF_TYPE,
    action,
    ways: [SEND_EMAIL],
    notificationObjectId,
  });
}

/** The platform administrators (holders of the platform-admin function role), who confirm requests. */
async function platformAdministrators(): Promise<string[]> {
  const { listHoldersOfFunctionRole } = await import('../roles/index.js');
  return (await listHoldersOfFunctionRole({ code: 'platform-admin' })).map((holder) => holder.userId);
}

/**
 * Records a top-up request of the account the body names (the own one; an enterprise's with
 * `enterprise-account:pay` there) and tells the platform administrators it waits for them.
 */
export async function requestTopUp(caller: Caller, body: TopUpRequestCreateInput): Promise<TopUpRequestRecord> {
  const { account, name } = await accountNamed(caller, body.account, ENTERPRISE_ACCOUNT_PRIVILEGES.pay);
  const request: TopUpRequestRecord = {
    id: randomUUID(),
    account,
    accountName: name,
    amountFen: yuanToFen(body.amount)!,
    ...(body.remark ? { remark: body.remark } : {}),
    status: 'pending',
    requesterId: caller.userId,
    requesterName: caller.username,
    createdAt: new Date().toISOString(),
  };
  await createTopUpRequest(request);
  await tell(
    await platformAdministrators(),
    { id: caller.userId, name: caller.username },
    {
      template: 'accounts.topUpRequested',
      params: {
        requester: caller.username,
        account: accountText(request, 'their'),
        amount: formatYuan(request.amountFen),
      },
    },
    CONFIRMATION_SCREEN,
    `accounts-topup-requested-${request.id}`,
  );
  return request;
}

/** A request by id (404 when there is none). */
async function requestOf(requestId: string): Promise<TopUpRequestRecord> {
  const request = await getTopUpRequest({ requestId });
  if (!request) throw new NotFoundError('Top-up request not found');
  return request;
}

/** The decision a platform administrator makes now. */
const decisionBy = (caller: Caller, status: TopUpDecision['status'], reason?: string): TopUpDecision => ({
  status,
  decidedAt: new Date().toISOString(),
  decidedById: caller.userId,
  decidedByName: caller.username,
  ...(reason !== undefined ? { reason } : {}),
});

/** The screen where the requester sees the account a request credited. */
const accountScreen = (request: TopUpRequestRecord) =>
  request.account.kind === 'person' ? '/console/person-account' : '/console/enterprise-account';

/**
 * Confirms a pending request: ONE movement (`moveMoney`, kind `topUp`, key `topUp#{id}`) credits the account and
 * changes the request's status in the same transaction (conditional on pending), so a second confirm — at once or
 * later — credits nothing and answers the first answer; a rejected request is a 409. The requester is told.
 */
export async function confirmTopUp(
  caller: Caller,
  requestId: string,
): Promise<{ request: TopUpRequestRecord; balanceFen: number }> {
  const request = await requestOf(requestId);
  const decision = decisionBy(caller, 'confirmed');
  const moved = await moveMoney(
    {
      account: request.account,
      amountFen: request.amountFen,
      direction: 'credit',
      kind: 'topUp',
      description: { cn: '充值', en: 'Top-up' },
      reference: { type: 'topUpRequest', id: request.id },
      actor: { id: caller.userId, name: caller.username },
      idempotencyKey: topUpKey(request.id),
      fingerprint: request.id,
    },
    [decisionUpdate(request, decision)],
    alreadyDecided,
  );
  const confirmed = moved.replayed ? await requestOf(requestId) : { ...request, ...decision };
  if (!moved.replayed)
    await tell(
      [request.requesterId],
      { id: caller.userId, name: caller.username },
      {
        template: 'accounts.topUpConfirmed',
        params: {
          account: accountText(request, 'own'),
          amount: formatYuan(request.amountFen),
          balance: formatYuan(moved.balanceFen),
        },
      },
      accountScreen(request),
      `accounts-topup-confirmed-${request.id}`,
    );
  return { request: confirmed, balanceFen: moved.balanceFen };
}

/** Rejects a pending request with a reason (409 once decided) and tells the requester. */
export async function rejectTopUp(caller: Caller, requestId: string, reason: string): Promise<TopUpRequestRecord> {
  const request = await requestOf(requestId);
  const decision = decisionBy(caller, 'rejected', reason);
  await rejectTopUpRequest(request, decision);
  await tell(
    [request.requesterId],
    { id: caller.userId, name: caller.username },
    {
      template: 'accounts.topUpRejected',
      params: { account: accountText(request, 'own'), amount: formatYuan(request.amountFen), reason },
    },
    CONFIRMATION_SCREEN,
    `accounts-topup-rejected-${request.id}`,
  );
  return { ...request, ...decision };
}
