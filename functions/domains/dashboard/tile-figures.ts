import type { DashboardTile } from '../../../shared/schemas/dashboard.js';

/*
 * The pure parts of the console home's tiles (docs/dashboard.md): figures made from what a tile read, no reads here.
 */

type TileContent = Omit<DashboardTile, 'id'>;

/** What the subscriptions tile reads of an enterprise's deployment (a market app bought into its tenant space). */
export interface SubscriptionFacts {
  readonly id: string;
  readonly appName: string;
  readonly phase: 'active' | 'failed';
  /** The end of the purchased period; absent for a free deploy of one's own app, which is no subscription. */
  readonly endsAt?: string;
  readonly expired?: boolean;
}

/**
 * The enterprise's market subscriptions: how many purchased periods run now (active, not expired, ending after
 * `now`) and the one to expire next. `more` when the deployments read are only the first page of a longer list.
 */
export function subscriptionTile(deployments: readonly SubscriptionFacts[], now: number, more: boolean): TileContent {
  const running = deployments
    .filter((item) => item.phase === 'active' && !item.expired && item.endsAt && Date.parse(item.endsAt) > now)
    .sort((a, b) => Date.parse(a.endsAt!) - Date.parse(b.endsAt!));
  const next = running[0];
  return {
    figures: [{ key: 'active', value: running.length, ...(more ? { more: true } : {}) }],
    lines: next ? [{ id: next.id, name: next.appName, at: next.endsAt }] : [],
  };
}

/** A series of the platform's health figures, as the monitor's source answers it. */
export interface HealthSeries {
  readonly metric: string;
  readonly points: readonly { readonly value: number }[];
}

/** The platform's requests and errors of the range read: every API prefix's points added up. */
export function healthFigures(series: readonly HealthSeries[]): DashboardTile['figures'] {
  const total = (metric: string) =>
    series
      .filter((item) => item.metric === metric)
      .flatMap((item) => item.points)
      .reduce((sum, point) => sum + point.value, 0);
  return [
    { key: 'requests', value: total('requests') },
    { key: 'errors', value: total('errors') },
  ];
}
