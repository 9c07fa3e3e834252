import { describe, expect, it } from 'vitest';
import { discountFor, formatYuan, offerPriceFen, yuanToFen } from '../../../shared/constants/money-rules.js';
import { ExecutePaymentSchema } from '../../../shared/schemas/accounts.js';

const USER = '8c6f2d4e-1b3a-4c5d-9e7f-0a1b2c3d4e5f';

describe('yuan and fen', () => {
  it('converts yuan with at most two decimals exactly, binary noise included, and refuses a third decimal', () => {
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(1999.99)).toBe(199_999);
    expect(yuanToFen(12.345)).toBeUndefined();
    expect(yuanToFen(Number.NaN)).toBeUndefined();
    expect(formatYuan(-8265)).toBe('-82.65');
    expect(formatYuan(5)).toBe('0.05');
  });
});

describe('the offer price', () => {
  const periods = [
    { number: 1, timeUnit: 'MONTH', discount: 1 },
    { number: 1, timeUnit: 'QUARTER', discount: 0.95 },
    { number: 1, timeUnit: 'YEAR', discount: 0.85 },
  ] as const;

  it('takes the lowest discount of the periods no longer than the months bought', () => {
    expect(discountFor(periods, 2)).toBe(1);
    expect(discountFor(periods, 3)).toBe(0.95);
    expect(discountFor(periods, 12)).toBe(0.85);
  });

  it('is monthly × months × discount, rounded half up to a whole fen', () => {
    // ¥1,999.00 a month for a year at 15 % off: ¥20,389.80.
    expect(offerPriceFen(199_900, 12, periods)).toBe(2_038_980);
    expect(offerPriceFen(2_755, 3, periods)).toBe(7_852);
  });
});

describe('executePayment as clients send it', () => {
  it('accepts the documented {cost, userId, account}, reading a number or a numeric text as yuan and an account number as text', () => {
    const parsed = ExecutePaymentSchema.safeParse({ cost: '12.50', userId: USER, account: 10086, extra: true });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ cost: 12.5, userId: USER, account: '10086' });
  });

  it('refuses a cost with a third decimal and an offer half named, on their fields', () => {
    const parsed = ExecutePaymentSchema.safeParse({ cost: 1.234, userId: USER, appPlanId: USER });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['cost', 'periods']);
  });
});
