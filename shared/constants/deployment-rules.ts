/**
 * Rules of tenant apps that the server and the console both apply (docs/deployments.md): how a purchase's period is
 * written, when its end is told, the metering thresholds and the spec's texts.
 */

/** China Standard Time, the zone the spec's dates are read in (no daylight saving). */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as the spec writes a purchase's start and end: `yyyy-MM-dd HH:mm:ss` in China Standard Time (the spec's
 * `hh` read as the 24-hour clock): `2026-03-01T02:03:04Z` → `2026-03-01 10:03:04`.
 */
export function formatPurchaseTime(iso: string): string {
  const at = new Date(Date.parse(iso) + CST_OFFSET_MS);
  return (
    `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())} ` +
    `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`
  );
}

/** Days before a purchase's end its enterprise is told (the spec's expiry notices). */
export const DEPLOYMENT_WARNING_DAYS = [7, 1] as const;

/** Percentages of a quota item whose use tells the enterprise's administrators, once per threshold and month. */
export const USAGE_THRESHOLDS = [80, 100] as const;

/** The units the running-apps screens show limits and use in. */
export const DEPLOYMENT_UNITS = { cpu: 'cores', memory: 'MB', disk: 'MB' } as const;

/** The spec's texts of purchase and deployment (console and server alike). */
export const DEPLOYMENT_MESSAGES = {
  notOnline: { cn: '上线后才能部署', en: 'It can only be deployed after online' },
  deployFailed: { cn: '部署失败', en: 'Deployment failed' },
  purchased: { cn: '应用购买成功，账户余额为{balance}元', en: 'App purchased. The account balance is {balance} yuan' },
} as const;
