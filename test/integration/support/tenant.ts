import { randomInt, randomUUID } from 'node:crypto';
import { createEnterprise } from '../../../functions/domains/identity/data/enterprise.js';
import { addMembership } from '../../../functions/domains/identity/data/membership.js';
import { listMenus } from '../../../functions/domains/menus/data/menu.js';
import { assignRole } from '../../../functions/domains/roles/data/role-assignment.js';
import { replaceRoleMenuPrivileges } from '../../../functions/domains/menus/data/role-menu-privilege.js';
import { createRole, type RoleRecord } from '../../../functions/domains/roles/data/role.js';
import { setCurrentContext } from '../../../functions/domains/identity/data/session.js';
import { createUserProfile } from '../../../functions/domains/identity/data/user.js';
import { enterpriseAdminGrants } from '../../../functions/domains/menus/admin-role-grants.js';
import { createCognitoUser } from '../../../functions/domains/identity/data/cognito-users.js';
import { demoRoles, demoUsers, type Grant } from '../../../infra/local/seed/demo-accounts.js';
import { ENTERPRISE_ADMIN_ROLE_CODE, NIL_ID } from '../../../shared/constants/ids.js';
import { signInFresh } from './auth.js';
import type { RoleMenuPrivilegeRecord } from '../../../functions/domains/menus/data/records.js';

/**
 * A tenant of one test file: an enterprise shaped like the seeded Demo
 * Manufacturing (administrator, equipment operator and staff roles with the
 * same menu grants; an administrator holding the first two and a staff member
 * holding the third), but with fresh ids and names, so a file may create,
 * rename, delete and count inside it while other files run at the same time.
 *
 * Everything is written through the product's own data modules, the ones the
 * registration and certification routes use (Cognito user, profile with its
 * unique markers, enterprise with its name marker, roles, grants, memberships,
 * role assignments, session), so its users sign in through the Cognito
 * emulator and pass the same access checks as real ones.
 */

/** The password of every tenant user (Cognito's policy: letters, digits, a symbol). */
export const tenantPassword = 'Tenant_pass_2026';

/** A signed-in user of a tenant: what a test passes to a handler or the gateway. */
export interface TenantUser {
  /** The Cognito `sub`, which is the platform user id. */
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  /** An access token from the Cognito emulator. */
  readonly token: string;
  /** The token's verified claims, as API Gateway's JWT authorizer passes them to a handler. */
  readonly claims: Record<string, unknown>;
}

/** One test file's enterprise with its roles and users (see the module comment). */
export interface Tenant {
  readonly enterpriseId: string;
  /** Unique per tenant: `<label> <8 hex>`. */
  readonly name: string;
  readonly roles: { readonly admin: RoleRecord; readonly operator: RoleRecord; readonly staff: RoleRecord };
  /**
   * A second enterprise shaped like Demo Logistics, where the administrator is
   * a member holding only its viewer role (message centre only).
   */
  readonly guest: { readonly enterpriseId: string; readonly name: string; readonly viewer: RoleRecord };
  /**
   * Holds the administrator and equipment operator roles (like `ent-admin`),
   * current in the tenant's enterprise, and the guest enterprise's viewer role;
   * profile verified ('3').
   */
  readonly admin: TenantUser;
  /** Holds the staff role (like `ent-staff`); profile verifying ('1'). Both name the demo users' positions. */
  readonly staff: TenantUser;
}

/** The position on the profile of a demo user. */
const positionOf = (username: string) => demoUsers.find((u) => u.username === username)?.position;

/** A short unique suffix. */
const suffix = () => randomUUID().slice(0, 8);

/** A mainland mobile number no seeded user holds (the seed's are 138…/139…). */
const freshPhone = () => `136${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** The demo role of `code` in Demo Manufacturing: the template of the tenant's role. */
function demoRole(code: string) {
  const role = demoRoles.find((r) => r.code === code && r.enterpriseId !== NIL_ID);
  if (!role) throw new Error(`No demo role ${code}`);
  return role;
}

/** Expands demo grants (console routes, optionally a subset of privileges) against the platform's menus. */
async function grantsOf(role: RoleRecord, grants: readonly Grant[]): Promise<RoleMenuPrivilegeRecord[]> {
  const byUrl = new Map((await listMenus({ enterpriseId: NIL_ID })).map((menu) => [menu.url, menu]));
  return grants.map((grant) => {
    const [route, privileges] = typeof grant === 'string' ? [grant, undefined] : grant;
    const menu = byUrl.get(`/console/${route}`);
    if (!menu) throw new Error(`No menu for the route "${route}"`);
    return {
      roleId: role.id,
      menuId: menu.id,
      enterpriseId: role.enterpriseId,
      privileges: [...(privileges ?? menu.privileges)],
    };
  });
}

/**
 * A user who signs in with `tenantPassword`: Cognito user, profile, and when
 * given a membership of `enterpriseId` holding `roles`, current there.
 */
export async function createTenantUser(options: {
  label: string;
  enterpriseId?: string;
  roles?: readonly RoleRecord[];
  verifyStatusCode?: string;
  /** Every sign-in must pass the SMS code check (like the demo user `secure-ops`). */
  phoneValidationRequired?: boolean;
  /** The position named on the profile. */
  position?: { name: string; code: string };
}): Promise<TenantUser> {
  const username = `${options.label}-${suffix()}`;
  const user = { username, email: `${username}@tenant.example.com`, phone: freshPhone(), password: tenantPassword };
  const id = await createCognitoUser(user);
  const now = new Date().toISOString();
  await createUserProfile({
    user: {
      userId: id,
      username,
      email: user.email,
      phone: user.phone,
      verifyStatusCode: options.verifyStatusCode ?? '0',
      ...(options.phoneValidationRequired ? { phoneValidationRequired: true } : {}),
      ...(options.position ? { position: options.position } : {}),
      createdAt: now,
    },
  });
  if (options.enterpriseId) {
    const enterpriseId = options.enterpriseId;
    await addMembership({ membership: { userId: id, enterpriseId, joinedAt: now } });
    for (const role of options.roles ?? []) {
      await assignRole({ assignment: { userId: id, enterpriseId, roleId: role.id, roleCode: role.code } });
    }
    await setCurrentContext({ userId: id, enterpriseId, roleId: NIL_ID });
  }
  const token = await signInFresh(username, user.password);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  return { id, ...user, token, claims };
}

/** An enterprise (verified, status '3') with its name marker. */
async function createVerifiedEnterprise(name: string): Promise<string> {
  const enterpriseId = randomUUID();
  await createEnterprise({
    enterprise: { id: enterpriseId, name, alias: name, status: '3', createdAt: new Date().toISOString() },
  });
  return enterpriseId;
}

/** A role of `enterpriseId` named like the demo role of `code`, with the same menu grants. */
async function createRoleLike(enterpriseId: string, code: string): Promise<RoleRecord> {
  const template = demoRole(code);
  const role: RoleRecord = {
    id: randomUUID(),
    enterpriseId,
    name: template.name,
    nameEn: template.nameEn,
    code,
    description: template.description,
  };
  await createRole({ role });
  const grants =
    code === ENTERPRISE_ADMIN_ROLE_CODE
      ? await enterpriseAdminGrants({ roleId: role.id, enterpriseId })
      : await grantsOf(role, template.grants);
  await replaceRoleMenuPrivileges({ roleId: role.id, grants, current: [] });
  return role;
}

/**
 * Creates a tenant for one test file. `label` names the file (it starts the
 * enterprise name and the usernames, to find a tenant's records when
 * debugging); the suffix makes every call unique, also across runs.
 *
 * @example
 *   const tenant = await createTenant('roles-api');
 *   const { status } = await api(tenant.admin, { path: `/api-user/enterprises/${tenant.enterpriseId}/roles` });
 */
export async function createTenant(label: string): Promise<Tenant> {
  const name = `${label} ${suffix()}`;
  const guestName = `${label} guest ${suffix()}`;
  const [enterpriseId, guestId] = await Promise.all([
    createVerifiedEnterprise(name),
    createVerifiedEnterprise(guestName),
  ]);
  const [admin, operator, staff, viewer] = await Promise.all([
    createRoleLike(enterpriseId, ENTERPRISE_ADMIN_ROLE_CODE),
    createRoleLike(enterpriseId, 'EQUIPMENT_OPERATOR'),
    createRoleLike(enterpriseId, 'STAFF'),
    createRoleLike(guestId, 'VIEWER'),
  ]);
  const [adminUser, staffUser] = await Promise.all([
    createTenantUser({
      label: `${label}-admin`,
      enterpriseId,
      roles: [admin, operator],
      verifyStatusCode: '3',
      position: positionOf('ent-admin'),
    }).then(async (user) => {
      await addMembership({
        membership: { userId: user.id, enterpriseId: guestId, joinedAt: new Date().toISOString() },
      });
      await assignRole({
        assignment: { userId: user.id, enterpriseId: guestId, roleId: viewer.id, roleCode: viewer.code },
      });
      return user;
    }),
    createTenantUser({
      label: `${label}-staff`,
      enterpriseId,
      roles: [staff],
      verifyStatusCode: '1',
      position: positionOf('ent-staff'),
    }),
  ]);
  return {
    enterpriseId,
    name,
    roles: { admin, operator, staff },
    guest: { enterpriseId: guestId, name: guestName, viewer },
    admin: adminUser,
    staff: staffUser,
  };
}
