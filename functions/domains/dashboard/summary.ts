import { NIL_ID } from '../../../shared/constants/ids.js';
import { DASHBOARD_TILE_IDS, type DashboardTileId } from '../../../shared/constants/dashboard-rules.js';
import type { DashboardTile } from '../../../shared/schemas/dashboard.js';
import type { PrivilegeRef } from '../../../shared/contracts/access.js';
import type { Caller } from '../../lib/auth/caller.js';
import { hasAnyPrivilege } from '../../lib/auth/privileges.js';
import { logger } from '../../lib/logger.js';
import { balanceOf } from '../accounts/index.js';
import { listApplicationsOfCompany } from '../applications/index.js';
import { listProjectRuns, listProjects, projectOwner } from '../bigdata/index.js';
import { listDeploymentsOfEnterprise } from '../deployments/index.js';
import { listEquipmentPage } from '../equipment/index.js';
import { getEnterprise } from '../identity/index.js';
import { getUnreadCount } from '../messaging/index.js';
import { getNamespaceRecord, getQuota, liveNamespaceIdOf, quotaFigures } from '../tenancy/index.js';

/**
 * The console home's figures (docs/dashboard.md): one reader per tile, each a Get or one Query page on keys and
 * counters that exist — never a Scan, never a walk of a whole list. A list counted from its first page says `more`
 * when it goes on. A tile is read only when the caller's privilege allows it (`TILE_PRIVILEGES`), and a tile whose
 * read fails is left out (logged) rather than failing the home.
 */

/** The longest list a tile counts in one Query page; past it the figure reads `100+`. */
const FIRST_PAGE = 100;

/** How many of a list a tile names (the latest projects, the newest apps). */
const LISTED = 5;

/**
 * The figures of a list: its total and how many of it hold each value of one field (`<prefix>.<value>`), in
 * first-seen order; `more` on each when the list read is only the first page of a longer one.
 */
function countedFigures<T>(
  items: readonly T[],
  prefix: string,
  valueOf: (item: T) => string | undefined,
  more = false,
): DashboardTile['figures'] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = valueOf(item) ?? 'unknown';
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const marked = more ? { more: true } : {};
  return [
    { key: 'total', value: items.length, ...marked },
    ...[...counts].map(([value, count]) => ({ key: `${prefix}.${value}`, value: count, ...marked })),
  ];
}

type TileReader = (caller: Caller, enterpriseId: string) => Promise<Omit<DashboardTile, 'id'>>;

/** What each tile reads. */
const READERS: Record<DashboardTileId, TileReader> = {
  unreadMessages: async (caller) => ({
    figures: [{ key: 'unread', value: await getUnreadCount({ userId: caller.userId }) }],
  }),
  certification: async (_caller, enterpriseId) => {
    const enterprise = enterpriseId === NIL_ID ? undefined : await getEnterprise({ enterpriseId });
    return { state: enterprise?.status ?? '0', figures: [] };
  },
  balance: async (_caller, enterpriseId) => ({
    figures: [{ key: 'balanceFen', value: await balanceOf({ kind: 'enterprise', id: enterpriseId }) }],
  }),
  personalBalance: async (caller) => ({
    figures: [{ key: 'balanceFen', value: await balanceOf({ kind: 'person', id: caller.userId }) }],
  }),
  applications: async (_caller, enterpriseId) => {
    const applications = await listApplicationsOfCompany({ companyId: enterpriseId });
    return {
      figures: countedFigures(applications, 'appStatus', (application) => application.status),
    };
  },
  gateways: async (_caller, enterpriseId) => {
    const page = await listEquipmentPage({ enterpriseId, page: { limit: FIRST_PAGE } });
    return {
      figures: countedFigures(page.items, 'gatewayStatus', (gateway) => gateway.equipmentStatus?.id, !!page.cursor),
    };
  },
  projects: async (caller, enterpriseId) => {
    const page = await listProjects({ owner: projectOwner({ enterpriseId, userId: caller.userId }) });
    const latest = page.items.slice(0, LISTED);
    // Each listed project's last run: one Query of its runs, newest first, one item.
    const runs = await Promise.all(
      latest.map(async (project) => (await listProjectRuns({ projectId: project.id, limit: 1 })).items[0]),
    );
    return {
      figures: [{ key: 'total', value: page.items.length, ...(page.cursor ? { more: true } : {}) }],
      lines: latest.map((project, i) => ({
        id: project.id,
        name: project.name,
        state: runs[i]?.status ?? 'NONE',
        at: new Date(runs[i]?.startedAt ?? project.updatedAt).toISOString(),
      })),
    };
  },
  tenantSpace: async (_caller, enterpriseId) => {
    const id = await liveNamespaceIdOf(enterpriseId);
    const space = id ? await getNamespaceRecord(id) : undefined;
    return {
      state: space?.statusCode ?? 'none',
      figures: [],
      lines: space ? [{ id: space.id, name: space.name, state: space.statusCode, at: space.endsAt }] : [],
    };
  },
  quota: async (_caller, enterpriseId) => {
    const figures = quotaFigures(await getQuota(enterpriseId));
    return {
      figures: Object.entries(figures).flatMap(([item, { total, available }]) => [
        { key: `quota.${item}.total`, value: total },
        { key: `quota.${item}.available`, value: available },
      ]),
    };
  },
  runningApps: async (_caller, enterpriseId) => {
    const page = await listDeploymentsOfEnterprise({ enterpriseId, limit: FIRST_PAGE });
    return {
      figures: countedFigures(page.items, 'appState', (deployment) => deployment.lastObserved?.state, !!page.cursor),
      lines: page.items.slice(0, LISTED).map((deployment) => ({
        id: deployment.id,
        name: deployment.appName,
        state: deployment.lastObserved?.state,
        at: deployment.lastObserved?.at,
      })),
    };
  },
};

/**
 * Who may see each tile: `everyone` signed in (their own figures), `member` of a real enterprise, or the holders of
 * one of the privileges of the screen the tile summarises (platform administrators pass every privilege check).
 */
const TILE_PRIVILEGES: Record<DashboardTileId, 'everyone' | 'member' | readonly PrivilegeRef[]> = {
  unreadMessages: 'everyone',
  personalBalance: 'everyone',
  certification: 'member',
  balance: ['enterprise-account:view'],
  applications: ['application-management-enterprise:view'],
  gateways: ['equipment-management-list:view'],
  projects: ['bigdata/projectList:view'],
  tenantSpace: ['initialize-tenant-space:view'],
  quota: ['increase-quota:view', 'initialize-tenant-space:view'],
  runningApps: ['space-apps-management:view'],
};

/** Whether the caller may see a tile in the enterprise. */
async function maySee(caller: Caller, enterpriseId: string, tile: DashboardTileId): Promise<boolean> {
  const rule = TILE_PRIVILEGES[tile];
  if (rule === 'everyone') return true;
  if (enterpriseId === NIL_ID) return false;
  if (rule === 'member') return true;
  return hasAnyPrivilege(caller, enterpriseId, rule);
}

/** The tiles the caller may see in their current enterprise, read side by side; a failed tile is left out. */
export async function readDashboard(caller: Caller): Promise<DashboardTile[]> {
  const enterpriseId = caller.enterpriseId;
  const tiles = await Promise.all(
    DASHBOARD_TILE_IDS.map(async (id): Promise<DashboardTile | undefined> => {
      try {
        if (!(await maySee(caller, enterpriseId, id))) return undefined;
        return { id, ...(await READERS[id](caller, enterpriseId)) };
      } catch (error) {
        logger.warn('Dashboard tile not read', { tile: id, error: error as Error });
        return undefined;
      }
    }),
  );
  return tiles.filter((tile): tile is DashboardTile => tile !== undefined);
}
