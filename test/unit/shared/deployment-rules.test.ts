import { describe, expect, it } from 'vitest';
import { formatPurchaseTime } from '../../../shared/constants/deployment-rules.js';

describe('a purchase’s start and end as the spec writes them', () => {
  it('is yyyy-MM-dd HH:mm:ss in China Standard Time, on the 24-hour clock', () => {
    expect(formatPurchaseTime('2026-03-01T02:03:04.000Z')).toBe('2026-03-01 10:03:04');
    expect(formatPurchaseTime('2026-12-31T20:30:00.000Z')).toBe('2027-01-01 04:30:00');
    expect(formatPurchaseTime('2026-07-09T05:00:09.999Z')).toBe('2026-07-09 13:00:09');
  });
});
