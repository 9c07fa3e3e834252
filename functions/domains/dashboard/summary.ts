import { NIL_ID } from '../../../shared/constants/ids.js';
import { DASHBOARD_TILE_IDS, type DashboardTileId } from '../../../shared/constants/dashboard-rules.js';
import { statisticsDay } from '../../../shared/constants/statistics-rules.js';
import type { DashboardTile } from '../../../shared/schemas/dashboard.js';
import type { PrivilegeRef } from '../../../shared/contracts/access.js';
import type { Caller } from '../../lib/auth/caller.js';
import { hasAnyPrivilege } from '../../lib/auth/privileges.js';
import type { PageCount } from '../../lib/data/batch.js';
import type { Page } from '../../lib/data/paging.js';
import { logger } from '../../lib/logger.js';
import { balanceOf } from '../accounts/index.js';
import { firstAlgorithmsOfUser } from '../algorithms/index.js';
import { countAuditQueues, listApplicationsOfCompany } from '../applications/index.js';
import {
  datasetOwner,
  listDatasets,
  listModels,
  listProjectRuns,
  listProjects,
  projectOwner,
} from '../bigdata/index.js';
import { countCertificationQueues } from '../certification/index.js';
import { listDeploymentsOfEnterprise, type DeploymentRecord } from '../deployments/index.js';
import { countCertificatesUnderReview, listEquipmentPage, listLatestGatewayAlarms } from '../equipment/index.js';
import { getEnterprise } from '../identity/index.js';
import { getUnreadCount } from '../messaging/index.js';
import { platformMetricsSource } from '../monitoring/index.js';
import { counterScopes, getDayCounter } from '../statistics/index.js';
import { getNamespaceRecord, getQuota, liveNamespaceIdOf, quotaFigures } from '../tenancy/index.js';
import { healthFigures, subscriptionTile } from './tile-figures.js';

/**
 * The console home's figures (docs/dashboard.md): one reader per tile, each a Get or one Query page on keys and
 * counters that exist (the platform health tile: one read of the resource monitor's metrics source) — never a Scan,
 * never a walk of a whole list. A list counted from its first page says `more` when it goes on. A tile is read only
 * when the caller's privilege allows it (`TILE_PRIVILEGES`), and a tile whose read fails is left out (logged) rather
 * than failing the home.
 */

/** The longest list a tile counts in one Query page; past it the figure reads `100+`. */
const FIRST_PAGE = 100;

/** How many of a list a tile names (the latest projects, the newest apps, the latest alarms). */
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

/** A figure counted from the first page of a list: its length, `more` when the list goes on (a cursor). */
const pageFigure = (key: string, page: Page<unknown>): DashboardTile['figures'][number] => ({
  key,
  value: page.items.length,
  ...(page.cursor ? { more: true } : {}),
});

/** A figure of a queue's counted first page (`PageCount`). */
const countFigure = (key: string, counted: PageCount): DashboardTile['figures'][number] => ({
  key,
  value: counted.count,
  ...(counted.more ? { more: true } : {}),
});

/** The last hour the platform health tile reads, in the resource monitor's one-minute points. */
const HEALTH_PERIOD_SECONDS = 60;

/** Reads several tiles share, made at most once per summary (the running apps and the subscriptions). */
function sharedReads(enterpriseId: string) {
  let deployments: Promise<Page<DeploymentRecord>> | undefined;
  return {
    deployments: () => (deployments ??= listDeploymentsOfEnterprise({ enterpriseId, limit: FIRST_PAGE })),
  };
}

type SharedReads = ReturnType<typeof sharedReads>;

type TileReader = (caller: Caller, enterpriseId: string, shared: SharedReads) => Promise<Omit<DashboardTile, 'id'>>;

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
  runningApps: async (_caller, _enterpriseId, shared) => {
    const page = await shared.deployments();
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
  subscriptions: async (_caller, _enterpriseId, shared) => {
    const page = await shared.deployments();
    return subscriptionTile(page.items, Date.now(), !!page.cursor);
  },
  recentAlarms: async (_caller, enterpriseId) => {
    const page = await listLatestGatewayAlarms({ enterpriseId, limit: LISTED });
    return {
      figures: [pageFigure('alarms', page)],
      lines: page.items.map((alarm) => ({
        id: alarm.gatewayId,
        name: alarm.gatewayName,
        state: alarm.recoveredAt ? 'recovered' : alarm.reason,
        at: alarm.raisedAt,
      })),
    };
  },
  pendingReviews: async () => {
    const [certifications, audits, certificates] = await Promise.all([
      countCertificationQueues(FIRST_PAGE),
      countAuditQueues(FIRST_PAGE),
      countCertificatesUnderReview(FIRST_PAGE),
    ]);
    return {
      figures: [
        countFigure('queue.enterpriseCertifications', certifications.enterprises),
        countFigure('queue.userCertifications', certifications.users),
        countFigure('queue.applications', audits.applications),
        countFigure('queue.versions', audits.versions),
        countFigure('queue.equipmentCertificates', certificates),
      ],
    };
  },
  signInsToday: async () => {
    const today = await getDayCounter({ scope: counterScopes.platform, day: statisticsDay(Date.now()) });
    return {
      figures: [
        { key: 'signIns', value: today.success },
        { key: 'signInFailures', value: today.failure },
      ],
    };
  },
  algorithms: async (caller) => {
    const page = await firstAlgorithmsOfUser({ userId: caller.userId, limit: FIRST_PAGE });
    return { figures: countedFigures(page.items, 'algorithmStatus', (algorithm) => algorithm.status, !!page.cursor) };
  },
  datasetsAndModels: async (caller, enterpriseId) => {
    const [datasets, models] = await Promise.all([
      listDatasets({ owner: datasetOwner({ enterpriseId, userId: caller.userId }) }),
      listModels({ enterpriseId }),
    ]);
    return { figures: [pageFigure('datasets', datasets), pageFigure('models', models)] };
  },
  platformHealth: async () => {
    // Whole minutes, as the resource monitor reads its last hour, so both show the same figures.
    const period = HEALTH_PERIOD_SECONDS * 1000;
    const to = new Date(Math.ceil(Date.now() / period) * period);
    const from = new Date(to.getTime() - 3_600_000);
    const series = await platformMetricsSource().read({ from, to, periodSeconds: HEALTH_PERIOD_SECONDS });
    return { figures: healthFigures(series) };
  },
};

/**
 * Who may see each tile: `everyone` signed in (their own figures), `member` of a real enterprise, `platform-admin`
 * (whatever their current enterprise), `auditor` (platform auditors and administrators, who act on the review
 * queues), or the holders of one of the privileges of the screen the tile summarises (platform administrators pass
 * every privilege check).
 */
const TILE_PRIVILEGES: Record<
  DashboardTileId,
  'everyone' | 'member' | 'platform-admin' | 'auditor' | readonly PrivilegeRef[]
> = {
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
  subscriptions: ['space-apps-management:view'],
  recentAlarms: ['equipment-log:view'],
  pendingReviews: 'auditor',
  signInsToday: 'platform-admin',
  algorithms: ['algorithm-list:view'],
  datasetsAndModels: ['bigdata/dataset-management:view', 'bigdata/trained-model:view'],
  platformHealth: 'platform-admin',
};

/** Whether the caller may see a tile in the enterprise. */
async function maySee(caller: Caller, enterpriseId: string, tile: DashboardTileId): Promise<boolean> {
  const rule = TILE_PRIVILEGES[tile];
  if (rule === 'everyone') return true;
  if (rule === 'platform-admin') return caller.isPlatformAdmin;
  if (rule === 'auditor') return caller.isAuditor || caller.isPlatformAdmin;
  if (enterpriseId === NIL_ID) return false;
  if (rule === 'member') return true;
  return hasAnyPrivilege(caller, enterpriseId, rule);
}

/** The tiles the caller may see in their current enterprise, read side by side; a failed tile is left out. */
export async function readDashboard(caller: Caller): Promise<DashboardTile[]> {
  const enterpriseId = caller.enterpriseId;
  const shared = sharedReads(enterpriseId);
  const tiles = await Promise.all(
    DASHBOARD_TILE_IDS.map(async (id): Promise<DashboardTile | undefined> => {
      try {
        if (!(await maySee(caller, enterpriseId, id))) return undefined;
        return { id, ...(await READERS[id](caller, enterpriseId, shared)) };
      } catch (error) {
        logger.warn('Dashboard tile not read', { tile: id, error: error as Error });
        return undefined;
      }
    }),
  );
  return tiles.filter((tile): tile is DashboardTile => tile !== undefined);
}
