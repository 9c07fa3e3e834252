import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MARKET_APP_TYPE, MARKET_SUMMARY_LENGTH } from '../../../../shared/constants/market-rules.js';
import { yuanToFen } from '../../../../shared/constants/money-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { writeTransaction } from '../../../lib/data/transactions.js';
import type { ApplicationRecord, Named } from './application.js';
import { applicationKeys } from './keys.js';
import type { PlanRecord } from './plan.js';

/**
 * The market's items (docs/market.md): one compact entry per listed application in the `MARKET` partition, which
 * every market read takes whole, kept in step with the application by `syncMarketEntry`; and the portal's
 * advertisements in `MARKETADS`.
 */

/** A listed application's market entry (`MARKET` / `APP#{id}`): what the market's lists filter and show. */
export interface MarketEntryRecord {
  id: string;
  name: string;
  enName: string;
  logo: string;
  /** The description's first MARKET_SUMMARY_LENGTH characters. */
  description: string;
  scope: ApplicationRecord['scope'];
  type: Named;
  parentCategory: Named;
  category: Named;
  createCompanyName: string;
  createDate: string;
  /** When the application went online (its last status change). */
  onlineAt: string;
  /** The monthly prices of its enabled plans, in fen, lowest first (empty: no plan yet). */
  pricesFen: number[];
  subscriberCount: number;
}

/** Whether the market lists an application: an online ('3') market app (not exclusive), not a module of another. */
export const isListed = (app: ApplicationRecord): boolean =>
  app.status === '3' && app.type.id === MARKET_APP_TYPE && !app.ifModule;

/** A plan's monthly price in fen (a stored price has at most two decimals; rounding only guards an older record). */
export const monthlyFenOf = (plan: Pick<PlanRecord, 'price'>): number =>
  yuanToFen(plan.price) ?? Math.round(plan.price * 100);

/** The market entry of an application, or undefined when the market does not list it. */
export function marketEntryOf(
  app: ApplicationRecord,
  plans: readonly PlanRecord[],
  subscriberCount: number,
): MarketEntryRecord | undefined {
  if (!isListed(app)) return undefined;
  return {
    id: app.id,
    name: app.name,
    enName: app.enName,
    logo: app.logo,
    description: app.description.slice(0, MARKET_SUMMARY_LENGTH),
    scope: app.scope,
    type: { id: app.type.id, name: app.type.name },
    parentCategory: app.parentCategory,
    category: app.category,
    createCompanyName: app.createCompanyName,
    createDate: app.createDate,
    onlineAt: app.statusChangedAt ?? app.updateDate,
    pricesFen: plans
      .filter((plan) => plan.ifEnabled !== false)
      .map(monthlyFenOf)
      .sort((a, b) => a - b),
    subscriberCount,
  };
}

/** The table item of a market entry (the seed writes it beside its demo applications). */
export const marketEntryItem = (entry: MarketEntryRecord) => ({
  ...applicationKeys.marketEntry(entry.id),
  entity: 'marketEntry',
  ...entry,
});

/**
 * Writes what a sync read at `syncedAt` (epoch ms, taken before its reads): the entry, or its removal when the
 * application is not listed, in one TransactWrite with the application's sync stamp (`APP#{id}` / `#MARKET`), which
 * only moves forward. A sync older than the last one written changes nothing (answers false): the newer one read
 * later. The stamp lives in the application's partition, which is never deleted, so a removed entry cannot be
 * brought back by an older sync.
 */
export async function writeMarketEntry(options: {
  applicationId: string;
  entry: MarketEntryRecord | undefined;
  syncedAt: number;
}): Promise<boolean> {
  const { applicationId, entry, syncedAt } = options;
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: { ...applicationKeys.marketSync(applicationId), entity: 'marketSync', syncedAt },
          ConditionExpression: 'attribute_not_exists(pk) OR syncedAt <= :at',
          ExpressionAttributeValues: { ':at': syncedAt },
        },
      },
      entry
        ? { Put: { TableName: tableName, Item: marketEntryItem(entry) } }
        : { Delete: { TableName: tableName, Key: applicationKeys.marketEntry(applicationId) } },
    ]);
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** Every market entry: one Query of the `MARKET` partition (a few hundred bytes an entry: ~2,500 to a 1 MB page). */
export function listMarketEntries(): Promise<MarketEntryRecord[]> {
  return queryAll<MarketEntryRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': applicationKeys.marketEntry('').pk },
  });
}

/** An application's meta item read strongly consistently, for a sync that must see every write before it. */
export async function getApplicationConsistently(applicationId: string): Promise<ApplicationRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: applicationKeys.application(applicationId), ConsistentRead: true }),
  );
  return result.Item as ApplicationRecord | undefined;
}

/** How many users subscribe to an application: a consistent COUNT Query of its `SUB#` items. */
export async function countSubscriptions(applicationId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': applicationKeys.application(applicationId).pk, ':prefix': 'SUB#' },
        Select: 'COUNT',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    count += result.Count ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return count;
}

/** A portal advertisement (`MARKETADS` / `AD#{order}#{id}`): platform-wide, seeded (docs/market.md). */
export interface AdvertisementRecord {
  id: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  /** An image of its own (an image name), else the console shows the advertised application's logo. */
  image?: string;
  /** The listed application it leads to, or `href`: an address. */
  applicationId?: string;
  href?: string;
  order: number;
}

/** The table item of an advertisement. */
export const advertisementItem = (ad: AdvertisementRecord) => ({
  ...applicationKeys.marketAdvertisement(ad.order, ad.id),
  entity: 'marketAdvertisement',
  ...ad,
});

/** The advertisements in their order: one Query of `MARKETADS`. */
export function listAdvertisements(): Promise<AdvertisementRecord[]> {
  return queryAll<AdvertisementRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': applicationKeys.marketAdvertisement(0, '').pk },
  });
}
