import type { FeatureRoutes } from './feature-routes.js';
import { accountsRoutes } from '../features/accounts/routes.js';
import { algorithmsRoutes } from '../features/algorithms/routes.js';
import { applicationsRoutes } from '../features/applications/routes.js';
import { bigdataRoutes } from '../features/bigdata/routes.js';
import { certificationRoutes } from '../features/certification/routes.js';
import { deploymentsRoutes } from '../features/deployments/routes.js';
import { databasesRoutes } from '../features/databases/routes.js';
import { equipmentRoutes } from '../features/equipment/routes.js';
import { helpRoutes } from '../features/help/routes.js';
import { iotRoutes } from '../features/iot/routes.js';
import { marketRoutes } from '../features/market/routes.js';
import { identityRoutes } from '../features/identity/routes.js';
import { menusRoutes } from '../features/menus/routes.js';
import { messagingRoutes } from '../features/messaging/routes.js';
import { organisationRoutes } from '../features/organisation/routes.js';
import { portalRoutes } from '../features/portal/routes.js';
import { rolesRoutes } from '../features/roles/routes.js';
import { tenancyRoutes } from '../features/tenancy/routes.js';
import { statisticsRoutes } from '../features/statistics/routes.js';
import { dashboardRoutes } from '../features/dashboard/routes.js';
import { monitoringRoutes } from '../features/monitoring/routes.js';
import { auditRoutes } from '../features/audit/routes.js';

/** Every feature's screens; a new feature adds its route list here and nothing else. */
export const features: readonly FeatureRoutes[] = [
  portalRoutes,
  identityRoutes,
  certificationRoutes,
  organisationRoutes,
  rolesRoutes,
  menusRoutes,
  messagingRoutes,
  applicationsRoutes,
  marketRoutes,
  equipmentRoutes,
  iotRoutes,
  tenancyRoutes,
  databasesRoutes,
  accountsRoutes,
  deploymentsRoutes,
  algorithmsRoutes,
  bigdataRoutes,
  helpRoutes,
  statisticsRoutes,
  dashboardRoutes,
  monitoringRoutes,
  auditRoutes,
];

/** A route path as its menu's url names it: without its path parameters (`equipment-edit/:id?` is `equipment-edit`). */
const menuAddress = (path: string) => path.replace(/\/:\w+\??/g, '');

/**
 * The console's screens: the full address of every console route (`/console`, `/console/<path>`, path
 * parameters left out as in the menus' urls), catch-all left out, with the full address of the screen its
 * selection is made on.
 */
export function consoleScreens(): FeatureRoutes['console'] & object {
  return features
    .flatMap((feature) => feature.console ?? [])
    .filter(({ path }) => path !== '*')
    .map((route) => ({
      ...route,
      path: route.path ? `/console/${menuAddress(route.path)}` : '/console',
      ...(route.selectedOn ? { selectedOn: `/console/${route.selectedOn}` } : {}),
    }));
}

/** The addresses of the personal screens, which the top bar's user menu lists instead of the side navigation. */
export const userMenuScreens: ReadonlySet<string> = new Set(
  consoleScreens()
    .filter((screen) => screen.userMenu)
    .map((screen) => screen.path),
);

/** The addresses of the console screens that need a selection made elsewhere: never navigation entries. */
export const selectionScreens: ReadonlySet<string> = new Set(
  consoleScreens()
    .filter((screen) => screen.selectedOn)
    .map((screen) => screen.path),
);
