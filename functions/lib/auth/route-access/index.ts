import type { RouteAccessTable } from '../access-rule.js';
import { menusAccess } from './menus.js';
import { sessionAccess } from './session.js';
import { accountAccess } from './account.js';
import { usersAccess } from './users.js';
import { certificationAccess } from './certification.js';
import { organisationAccess } from './organisation.js';
import { rolesAccess } from './roles.js';
import { grantsAccess } from './grants.js';
import { messagingAccess } from './messaging.js';
import { inboxAccess } from './inbox.js';

/**
 * THE route-access table: every route of every API prefix and who may call it.
 * Each area keeps its part in its own file; `createHttpHandler` refuses to build
 * a handler with a route missing here, and `test/unit/functions/route-access.test.ts`
 * checks that the table and the handlers' routes match one to one.
 */
export const ROUTE_ACCESS = {
  ...menusAccess,
  ...sessionAccess,
  ...accountAccess,
  ...usersAccess,
  ...certificationAccess,
  ...organisationAccess,
  ...rolesAccess,
  ...grantsAccess,
  ...messagingAccess,
  ...inboxAccess,
} as const satisfies RouteAccessTable;
