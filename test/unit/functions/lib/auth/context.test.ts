import { describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../../../shared/constants/ids.js';
import type { Caller } from '../../../../../functions/lib/auth/caller.js';
import { assertRoleHeld, resolveContext } from '../../../../../functions/lib/auth/context.js';
import { ForbiddenError } from '../../../../../functions/lib/errors.js';

function caller(overrides: Partial<Caller> = {}): Caller {
  const rolesByEnterprise = overrides.rolesByEnterprise ?? { e1: ['admin', 'operator'], e2: ['viewer'] };
  const enterpriseId = overrides.enterpriseId ?? 'e1';
  const roleId = overrides.roleId ?? NIL_ID;
  const enterpriseRoleIds = rolesByEnterprise[enterpriseId] ?? [];
  return {
    userId: 'u1',
    username: 'user',
    enterpriseIds: Object.keys(rolesByEnterprise),
    enterpriseId,
    roleId,
    enterpriseRoleIds,
    effectiveRoleIds: roleId === NIL_ID ? enterpriseRoleIds : [roleId],
    rolesByEnterprise,
    adminEnterpriseIds: [],
    functionRoles: [],
    isPlatformAdmin: false,
    isAuditor: false,
    ...overrides,
  };
}

describe('resolveContext', () => {
  it('uses the current enterprise and all its roles for the nil role', () => {
    expect(resolveContext(caller())).toMatchObject({
      enterpriseId: 'e1',
      roleId: NIL_ID,
      effectiveRoleIds: ['admin', 'operator'],
    });
  });

  it('narrows to the current role when one is chosen', () => {
    expect(resolveContext(caller({ roleId: 'operator' })).effectiveRoleIds).toEqual(['operator']);
  });

  it('uses all roles of another requested enterprise when no role is given', () => {
    expect(resolveContext(caller({ roleId: 'operator' }), { enterpriseId: 'e2' })).toMatchObject({
      enterpriseId: 'e2',
      roleId: NIL_ID,
      effectiveRoleIds: ['viewer'],
    });
  });

  it('refuses an enterprise the user does not belong to', () => {
    expect(() => resolveContext(caller(), { enterpriseId: 'other' })).toThrow(ForbiddenError);
  });

  it('refuses a role the user does not hold in that enterprise', () => {
    expect(() => resolveContext(caller(), { enterpriseId: 'e2', roleId: 'admin' })).toThrow(ForbiddenError);
  });

  it('adds the platform roles of a platform administrator outside the platform context', () => {
    const admin = caller({
      rolesByEnterprise: { [NIL_ID]: ['platform-role'], e1: ['admin'] },
      isPlatformAdmin: true,
    });
    expect(resolveContext(admin).menuRoleIds).toEqual(['admin', 'platform-role']);
    expect(
      resolveContext(caller({ rolesByEnterprise: { [NIL_ID]: ['platform-role'], e1: ['admin'] } })).menuRoleIds,
    ).toEqual(['admin']);
  });

  it('lets a user without memberships read the platform context they fell back to', () => {
    const loner = caller({ rolesByEnterprise: {}, enterpriseIds: [], enterpriseId: NIL_ID });
    expect(resolveContext(loner)).toMatchObject({ enterpriseId: NIL_ID, effectiveRoleIds: [] });
  });
});

describe('assertRoleHeld', () => {
  it('always accepts the nil role (all roles)', () => {
    expect(() => assertRoleHeld(caller(), 'e2', NIL_ID)).not.toThrow();
  });
});
