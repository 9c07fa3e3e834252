import { routeKeyOf, type AccessRule, type RouteKey } from './lib/auth/access-rule.js';
import { handler as apiApplication } from './api-application/handler.js';
import { handler as apiBackend } from './api-backend/handler.js';
import { handler as apiEquipment } from './api-equipment/handler.js';
import { handler as apiFiles } from './api-files/handler.js';
import { handler as apiImagefiles } from './api-imagefiles/handler.js';
import { handler as apiIot } from './api-iot/handler.js';
import { handler as apiMe } from './api-me/handler.js';
import { handler as apiMenu } from './api-menu/handler.js';
import { handler as apiMessage } from './api-message/handler.js';
import { handler as apiUser } from './api-user/handler.js';
import { handler as loginValidate } from './login-validate/handler.js';

/** The HTTP handlers that serve routes (the other prefixes serve none yet). */
const handlers: readonly { readonly loadRoutes: () => Promise<readonly { method: string; path: string; access: AccessRule }[]> }[] = [
  apiMe,
  apiUser,
  apiMenu,
  apiMessage,
  apiImagefiles,
  apiBackend,
  apiApplication,
  apiFiles,
  apiEquipment,
  apiIot,
  loginValidate,
];

/**
 * Every route of every API prefix and who may call it, derived from the rules the routes declare
 * (`defineRoute({ access })`): the authorization matrix is generated from it and
 * `test/unit/functions/route-access.test.ts` checks it covers every handler of the function catalogue.
 */
export const ROUTE_ACCESS: Readonly<Record<RouteKey, AccessRule>> = Object.fromEntries(
  (await Promise.all(handlers.map((handler) => handler.loadRoutes())))
    .flat()
    .map((route) => [routeKeyOf(route), route.access]),
);
