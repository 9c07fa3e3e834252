import { APP_STATUS } from '../../../shared/constants/application-rules.js';
import { offerPriceFen, discountFor, yuanToFen } from '../../../shared/constants/money-rules.js';
import { NotFoundError } from '../../lib/errors.js';
import { getApplication } from './data/application.js';
import { getPlan } from './data/plan.js';

/** An offer priced on the server: what a purchase of `months` of a plan costs, and what the price is made of. */
export interface PricedOffer {
  readonly planId: string;
  readonly applicationId: string;
  readonly applicationName: string;
  readonly planName: string;
  readonly months: number;
  /** The plan's price a month, in fen. */
  readonly monthlyFen: number;
  /** The discount the months earn (1: none), from the plan's periods. */
  readonly discount: number;
  /** What the offer costs, in fen (`offerPriceFen`). */
  readonly costFen: number;
}

/**
 * Prices `months` of a plan (docs/money.md "Prices"): the plan's monthly price (yuan, stored as written) × months ×
 * the discount its periods give, in whole fen. 404 for a plan that does not exist or is disabled, or whose
 * application is not online ('3'): only what the market offers has a price.
 */
export async function priceOffer(options: { planId: string; months: number }): Promise<PricedOffer> {
  const plan = await getPlan({ planId: options.planId });
  if (!plan || plan.ifEnabled === false) throw new NotFoundError('Plan not found');
  const application = await getApplication({ applicationId: plan.applicationId });
  if (!application || application.status !== APP_STATUS.online) throw new NotFoundError('Plan not found');
  // A stored price has at most two decimals (the plan schema); rounding only guards an older record.
  const monthlyFen = yuanToFen(plan.price) ?? Math.round(plan.price * 100);
  return {
    planId: plan.id,
    applicationId: application.id,
    applicationName: application.name,
    planName: plan.name,
    months: options.months,
    monthlyFen,
    discount: discountFor(plan.periods, options.months),
    costFen: offerPriceFen(monthlyFen, options.months, plan.periods),
  };
}
