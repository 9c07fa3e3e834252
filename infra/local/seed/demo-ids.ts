/**
 * Fixed ids of the demo records, so the seed is idempotent and tests and docs
 * can name them. Demo data only: never used by handler code.
 */
export const demoIds = {
  enterprises: {
    manufacturing: '11111111-1111-4111-8111-000000000001',
    logistics: '11111111-1111-4111-8111-000000000002',
  },
  equipment: {
    gateway: '33333333-3333-4333-8333-000000000001',
  },
} as const;

/** Password of every demo sign-in (listed in the README). */
export const demoPassword = 'Demo_pass_2026';

export const demoUsernames = ['admin', 'auditor', 'ent-admin', 'ent-staff', 'developer', 'buyer'] as const;
