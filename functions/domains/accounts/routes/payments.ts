import { paymentContracts as contracts } from '../../../../shared/contracts/accounts.js';
import { fenToYuan } from '../../../../shared/constants/money-rules.js';
import { implement } from '../../../lib/http/implement.js';
import { executePayment, paymentKey } from '../payments.js';

/** The spec's payment (docs/money.md "Payments"): the caller pays from an account and reads its balance after. */
export const paymentRoutes = [
  implement(contracts.executePayment, async ({ caller, body, headers }) => {
    const moved = await executePayment(caller, body, paymentKey(body.idempotencyKey, headers));
    return { balance: fenToYuan(moved.balanceFen), balanceFen: moved.balanceFen, entryId: moved.entryId };
  }),
];
