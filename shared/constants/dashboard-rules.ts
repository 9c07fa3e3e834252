/**
 * The console home dashboard's tiles and the rules of a user's layout (docs/dashboard.md), which the console and the
 * server both apply: the server answers only the tiles the caller may see and refuses a layout that names an unknown
 * tile, repeats one or sizes one outside the board's grid.
 */

/** Every tile the summary may answer, in the default order. */
export const DASHBOARD_TILE_IDS = [
  'unreadMessages',
  'certification',
  'balance',
  'applications',
  'gateways',
  'projects',
  'tenantSpace',
  'quota',
  'runningApps',
  'personalBalance',
  'subscriptions',
  'recentAlarms',
  'pendingReviews',
  'signInsToday',
  'algorithms',
  'datasetsAndModels',
  'platformHealth',
] as const;

export type DashboardTileId = (typeof DASHBOARD_TILE_IDS)[number];

/** The board's grid: 4 columns (each 3 of the page's 12), so a tile spans 1 to 4 of them; at most 6 rows high. */
export const DASHBOARD_COLUMNS = 4;
export const DASHBOARD_MAX_ROWS = 6;

/** The most tiles a layout keeps (the spec's home shows up to 17): every tile of the catalogue once. */
export const DASHBOARD_MAX_TILES = 17;

/** A tile's place on the board. */
export interface DashboardLayoutItem {
  readonly id: DashboardTileId;
  readonly columnSpan: number;
  readonly rowSpan: number;
}

/**
 * The layout of a user who has arranged nothing (and after a reset): every tile, a single figure one column by two
 * rows, a tile that breaks its figure down or lists records two columns and taller. The console shows of it the tiles
 * the summary answers the user, so each user's default is the tiles they may see, in this order.
 */
export const DEFAULT_DASHBOARD_LAYOUT: readonly DashboardLayoutItem[] = (
  [
    ['unreadMessages', 1, 2],
    ['certification', 1, 2],
    ['balance', 1, 2],
    ['personalBalance', 1, 2],
    ['pendingReviews', 2, 4],
    ['signInsToday', 1, 3],
    ['platformHealth', 1, 3],
    ['applications', 2, 3],
    ['gateways', 2, 3],
    ['recentAlarms', 2, 4],
    ['projects', 2, 4],
    ['runningApps', 2, 4],
    ['subscriptions', 2, 3],
    ['tenantSpace', 1, 3],
    ['quota', 3, 3],
    ['algorithms', 2, 3],
    ['datasetsAndModels', 2, 3],
  ] as const
).map(([id, columnSpan, rowSpan]) => ({ id, columnSpan, rowSpan }));

/** How often the console asks for the figures again while the home is open. */
export const DASHBOARD_REFRESH_SECONDS = 60;
