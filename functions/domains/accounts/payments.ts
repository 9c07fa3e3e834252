import { ENTERPRISE_ACCOUNT_PRIVILEGES } from '../../../shared/constants/account-rules.js';
import { formatYuan, yuanToFen } from '../../../shared/constants/money-rules.js';
import { IdempotencyKeySchema, type ExecutePaymentInput } from '../../../shared/schemas/accounts.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ValidationError } from '../../lib/errors.js';
import { accountNamed } from './account-owner.js';
import { moveMoney, requestFingerprint, type MoneyMoved, type Movement } from './data/money.js';

/** The prefix of a payment's key on its account: a client's keys never meet another call's (`topUp#…`). */
const PAYMENT_KEY_PREFIX = 'executePayment#';

/**
 * The idempotency key of a payment: the body's, else the `Idempotency-Key` header's (400 on the header for one
 * that is not a key; both given and different: 400 on the body's).
 */
export function paymentKey(
  bodyKey: string | undefined,
  headers: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const header = headers['idempotency-key'];
  if (header === undefined || header === '') return bodyKey;
  const parsed = IdempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new ValidationError('Invalid idempotency key', [
      { field: 'header.idempotency-key', message: parsed.error.issues[0]?.message ?? 'Not a key' },
    ]);
  if (bodyKey !== undefined && bodyKey !== parsed.data)
    throw new ValidationError('Two different idempotency keys', [
      { field: 'body.idempotencyKey', message: 'Differs from the Idempotency-Key header' },
    ]);
  return parsed.data;
}

/** What a payment moves before its account: the amount, the ledger kind and texts, and the record it is for. */
type Charge = Pick<Movement, 'amountFen' | 'kind' | 'description' | 'reference'>;

/**
 * The charge of a payment: with an offer (`appPlanId`, `periods`) the server's price, which `cost` must equal (400 on
 * `body.cost` naming the price otherwise); without, `cost` itself as a plain payment.
 */
async function chargeOf(body: ExecutePaymentInput): Promise<Charge> {
  const costFen = yuanToFen(body.cost)!;
  if (body.appPlanId === undefined || body.periods === undefined)
    return { amountFen: costFen, kind: 'payment', description: { cn: '账户支付', en: 'Payment' } };
  const { priceOffer } = await import('../applications/index.js');
  const offer = await priceOffer({ planId: body.appPlanId, months: body.periods });
  if (offer.costFen !== costFen) {
    const price = `¥${formatYuan(offer.costFen)}`;
    throw new ValidationError('The cost does not match the price', [
      {
        field: 'body.cost',
        message: `The price of ${offer.months} month(s) of plan ${offer.planName} is ${price}`,
      },
    ]);
  }
  return {
    amountFen: offer.costFen,
    kind: 'purchase',
    description: {
      cn: `购买 ${offer.applicationName}（${offer.planName}）${offer.months} 个月`,
      en: `Purchase of ${offer.applicationName} (${offer.planName}), ${offer.months} month(s)`,
    },
    reference: { type: 'plan', id: offer.planId },
  };
}

/** What identifies a payment request under its key: the account, the amount and the offer. */
const fingerprintOf = (body: ExecutePaymentInput, accountId: string) =>
  requestFingerprint([accountId, yuanToFen(body.cost), body.appPlanId ?? null, body.periods ?? null]);

/**
 * `executePayment`: the caller pays from the account the body names (docs/money.md "Payments"); a key makes a retry
 * answer the first answer. 403 for an enterprise's account without `enterprise-account:pay` there, 404 for an offer
 * the market does not have, 400 for a cost that is not its price, 409 when the balance does not cover it.
 */
export async function executePayment(
  caller: Caller,
  body: ExecutePaymentInput,
  key: string | undefined,
): Promise<MoneyMoved> {
  const { account } = await accountNamed(caller, body.account, ENTERPRISE_ACCOUNT_PRIVILEGES.pay);
  const charge = await chargeOf(body);
  return moveMoney({
    account,
    ...charge,
    direction: 'debit',
    actor: { id: caller.userId, name: caller.username },
    ...(key !== undefined
      ? { idempotencyKey: `${PAYMENT_KEY_PREFIX}${key}`, fingerprint: fingerprintOf(body, account.id) }
      : {}),
  });
}
