import { describe, expect, it } from 'vitest';
import {
  AdminResetPasswordSchema,
  EnterpriseListQuerySchema,
  ModifyPasswordSchema,
  PlatformUsersQuerySchema,
  UpdateUserDetailsSchema,
  UserWithEnterprisesQuerySchema,
} from '../../../shared/schemas/user.js';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('list queries', () => {
  it('default to the first page, the spec sizes and the widest filters', () => {
    expect(UserWithEnterprisesQuerySchema.parse({})).toEqual({ pageNumber: 0, pageSize: 10, type: 'all' });
    expect(PlatformUsersQuerySchema.parse({})).toEqual({ pageNumber: 0, pageSize: 10, type: 'platform' });
    expect(EnterpriseListQuerySchema.parse({})).toEqual({
      from: '2001-01-01',
      to: '2038-01-19',
      pageNumber: 0,
      pageSize: 5,
    });
  });

  it('read numbers from query strings and refuse out-of-range pages and unknown types, ignoring unknown parameters', () => {
    expect(UserWithEnterprisesQuerySchema.parse({ pageNumber: '2', pageSize: '20' })).toMatchObject({
      pageNumber: 2,
      pageSize: 20,
    });
    expect(issuesOf(UserWithEnterprisesQuerySchema.safeParse({ pageSize: '101' }))).toEqual(['pageSize']);
    expect(issuesOf(UserWithEnterprisesQuerySchema.safeParse({ pageNumber: '-1' }))).toEqual(['pageNumber']);
    expect(issuesOf(PlatformUsersQuerySchema.safeParse({ type: 'all' }))).toEqual(['type']);
    expect(UserWithEnterprisesQuerySchema.parse({ sort: 'name' })).not.toHaveProperty('sort');
  });

  it('refuse a malformed day and a range that ends before it starts', () => {
    expect(issuesOf(EnterpriseListQuerySchema.safeParse({ from: '2020-02-30' }))).toEqual(['from']);
    expect(issuesOf(EnterpriseListQuerySchema.safeParse({ from: '2020-01-02', to: '2020-01-01' }))).toEqual(['to']);
    expect(EnterpriseListQuerySchema.safeParse({ from: '2020-01-01', to: '2020-01-01' }).success).toBe(true);
  });
});

describe('own details', () => {
  it('accept any one of e-mail, phone and metadata, and refuse an empty change (unknown fields alone are one)', () => {
    expect(UpdateUserDetailsSchema.safeParse({ metadata: '' }).success).toBe(true);
    expect(UpdateUserDetailsSchema.safeParse({ phone: '13912345678' }).success).toBe(true);
    expect(UpdateUserDetailsSchema.safeParse({}).success).toBe(false);
    expect(issuesOf(UpdateUserDetailsSchema.safeParse({ phone: '12912345678' }))).toEqual(['phone']);
    expect(UpdateUserDetailsSchema.safeParse({ username: 'x' }).success).toBe(false);
  });
});

describe('passwords', () => {
  it('need the registration rules, a matching confirmation and a change from the current one', () => {
    const valid = { currentPassword: 'old_pass_1', newPassword: 'new_pass_1', confirmPassword: 'new_pass_1' };
    expect(ModifyPasswordSchema.safeParse(valid).success).toBe(true);
    expect(issuesOf(ModifyPasswordSchema.safeParse({ ...valid, confirmPassword: 'new_pass_2' }))).toEqual([
      'confirmPassword',
    ]);
    expect(
      issuesOf(ModifyPasswordSchema.safeParse({ ...valid, newPassword: 'old_pass_1', confirmPassword: 'old_pass_1' })),
    ).toEqual(['newPassword']);
    expect(
      issuesOf(AdminResetPasswordSchema.safeParse({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })),
    ).toEqual(['newPassword']);
    expect(AdminResetPasswordSchema.safeParse({ newPassword: 'abc_defg', confirmPassword: 'abc_defg' }).success).toBe(
      true,
    );
  });
});
