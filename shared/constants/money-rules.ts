/**
 * Money on the platform (docs/tenancy.md "Money"): every amount is stored and moved as an integer of fen (the
 * smallest unit of the renminbi); the spec's calls and the console speak yuan, converted here exactly. Prices are
 * computed on the server from a plan, a period and a number of months; a client's own figure is only compared.
 */

/** Fen in one yuan. */
export const FEN_PER_YUAN = 100;

/** The largest amount one movement may carry: ¥10,000,000.00 (keeps every sum far inside a safe integer). */
export const MAX_AMOUNT_FEN = 1_000_000_000;

/**
 * Yuan (a number with at most two decimals, as the spec's `cost` and `price` are written) → fen, exactly; `undefined`
 * when the number has more than two decimals or is not finite, so the caller refuses it on its field.
 */
export function yuanToFen(yuan: number): number | undefined {
  if (!Number.isFinite(yuan)) return undefined;
  const fen = Math.round(yuan * FEN_PER_YUAN);
  // 0.1 + 0.2 style binary noise is below a millionth of a fen; a third decimal is not.
  return Math.abs(yuan * FEN_PER_YUAN - fen) < 1e-6 ? fen : undefined;
}

/** Fen → yuan as a number with at most two decimals (what the spec's answers carry, e.g. `balance`). */
export const fenToYuan = (fen: number): number => fen / FEN_PER_YUAN;

/** Fen as the yuan text a person reads, always with two decimals: 12345 → `123.45`. */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / FEN_PER_YUAN)}.${String(abs % FEN_PER_YUAN).padStart(2, '0')}`;
}

/** Months a period unit stands for. */
export const MONTHS_PER_UNIT = { MONTH: 1, QUARTER: 3, YEAR: 12 } as const;

/** The longest a purchase, a rent or a quota application may run in one go. */
export const MAX_MONTHS = 120;

/** The part of a plan's period the price reads. */
export interface PricedPeriod {
  readonly number: number;
  readonly timeUnit: keyof typeof MONTHS_PER_UNIT;
  readonly discount: number;
}

/** How long one period of a plan lasts, in months (`number` × its unit). */
export const periodMonths = (period: Pick<PricedPeriod, 'number' | 'timeUnit'>): number =>
  period.number * MONTHS_PER_UNIT[period.timeUnit];

/**
 * The discount `months` earns on a plan: the lowest among the periods no longer than `months` (a yearly period with
 * discount 0.8 applies to 12 months or more), 1 when none is that short.
 */
export function discountFor(periods: readonly PricedPeriod[], months: number): number {
  return periods.filter((p) => periodMonths(p) <= months).reduce((best, p) => Math.min(best, p.discount), 1);
}

/**
 * The price of `months` of a plan priced `monthlyFen` a month with `periods`, in fen: monthly × months × discount,
 * rounded half up to a whole fen. The one formula the market's price table, the purchase and its charge all use.
 */
export function offerPriceFen(monthlyFen: number, months: number, periods: readonly PricedPeriod[] = []): number {
  return Math.round(monthlyFen * months * discountFor(periods, months));
}
