import { describe, expect, it } from 'vitest';
import {
  NAMESPACE_STATUS,
  NAMESPACE_TRANSITIONS,
  QUOTA_PLANS,
  quotaApplicationFen,
  quotaIncreaseFen,
  rentFen,
  transitionAllowed,
} from '../../../shared/constants/tenancy-rules.js';
import {
  InitializeNamespaceSchema,
  NamespaceAuditSchema,
  QuotaApplicationSchema,
} from '../../../shared/schemas/tenancy.js';

describe('tenancy prices', () => {
  it('rents a plan for its monthly price × months, in fen', () => {
    const basic = QUOTA_PLANS.find((plan) => plan.code === 'basic')!;
    expect(rentFen(basic, 3)).toBe(89_700);
  });

  it('prices a quota application as the sum of its items’ units × monthly unit price × months', () => {
    expect(quotaIncreaseFen('CPU_CORES', 2, 3)).toBe(18_000);
    expect(
      quotaApplicationFen(
        [
          { item: 'CPU_CORES', units: 2 },
          { item: 'BIGDATA_QUOTA', units: 1 },
        ],
        2,
      ),
    ).toBe(14_000);
  });
});

describe('the transition table of tenant spaces', () => {
  it('lets auditors decide a waiting space only, the renewal run and platform administrators move a running one', () => {
    const { submitted, online, offline, sealed, rejected } = NAMESPACE_STATUS;
    expect(transitionAllowed(submitted, online, 'auditor')).toBe(true);
    expect(transitionAllowed(submitted, rejected, 'auditor')).toBe(true);
    expect(transitionAllowed(online, rejected, 'auditor')).toBe(false);
    expect(transitionAllowed(online, offline, 'renewal')).toBe(true);
    expect(transitionAllowed(offline, online, 'platform-admin')).toBe(true);
    expect(transitionAllowed(submitted, online, 'platform-admin')).toBe(false);
    expect(transitionAllowed(sealed, online, 'platform-admin')).toBe(false);
    expect(Object.values(NAMESPACE_TRANSITIONS[rejected])).toEqual([]);
  });
});

describe('the tenancy request schemas', () => {
  const rent = { domain: ' MyShop1 ', period: '2', quotaPlan: 'basic', password: 'Secret2026' };

  it('lower-cases a domain, reads a numeric period and defaults auto renewal off', () => {
    expect(InitializeNamespaceSchema.parse(rent)).toMatchObject({ domain: 'myshop1', period: 2, autoRenewal: false });
  });

  it('reads the price and amount a client computed as numbers or their text', () => {
    expect(InitializeNamespaceSchema.parse({ ...rent, price: '299.00', amount: 598 })).toMatchObject({
      price: 299,
      amount: 598,
    });
    expect(InitializeNamespaceSchema.safeParse({ ...rent, price: 'cheap' }).success).toBe(false);
  });

  it('takes the audit body as a bare id, `{id}` or `{id, status: {code}}`', () => {
    expect(NamespaceAuditSchema.parse('abc')).toEqual({ id: 'abc' });
    expect(NamespaceAuditSchema.parse({ id: 'abc', extra: 1 })).toEqual({ id: 'abc' });
    expect(NamespaceAuditSchema.parse({ id: 'abc', status: { code: '0' } })).toEqual({ id: 'abc', code: '0' });
  });

  it('defaults a quota application to one month', () => {
    expect(QuotaApplicationSchema.parse({ items: [{ item: 'CPU_CORES', units: 1 }] }).months).toBe(1);
  });
});
