import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { auditIndexKeys, auditKeys } from './keys.js';

/** A stored audit entry (docs/operations.md "Audit log"). */
export interface AuditEntryRecord {
  readonly id: string;
  readonly at: string;
  readonly actorId: string;
  readonly actorName?: string;
  readonly enterpriseId: string;
  readonly action: string;
  readonly operation: string;
  readonly targets: Record<string, string>;
  readonly status: number;
  readonly outcome: 'succeeded' | 'failed';
  readonly request?: unknown;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** Writes one entry with its three lists' keys: one PutItem. */
export async function putAuditEntry(entry: AuditEntryRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...auditKeys.entry(entry.at, entry.id),
        ...auditIndexKeys.entryOfEnterprise(entry.enterpriseId, entry.at, entry.id),
        ...auditIndexKeys.entryOfActor(entry.actorId, entry.at, entry.id),
        entity: 'auditEntry',
        ...entry,
      },
    }),
  );
}

/** The filter of a list: one enterprise's (absent: the platform's), an actor, part of the action, a time range. */
export interface AuditFilter {
  readonly enterpriseId?: string;
  readonly actorId?: string;
  readonly action?: string;
  /** Inclusive bounds as ISO times (a date's end is its last millisecond). */
  readonly from?: string;
  readonly to?: string;
}

/** The page size of the audit log. */
const PAGE_SIZE = 50;

/**
 * One page, newest first: one Query of the narrowest list — the actor's (gsi2) when an actor is named, else the
 * enterprise's (gsi1), else the platform's (the table) — with the range on the sort key and the rest as a filter
 * (a filtered page may hold fewer than the page size; the cursor goes on).
 */
export async function listAuditEntries(filter: AuditFilter, cursor?: string): Promise<Page<AuditEntryRecord>> {
  const { index, partition, sortKey } = filter.actorId
    ? { index: indexes.gsi2, partition: auditIndexKeys.entryOfActor(filter.actorId, '', '').gsi2pk, sortKey: 'gsi2sk' }
    : filter.enterpriseId
      ? {
          index: indexes.gsi1,
          partition: auditIndexKeys.entryOfEnterprise(filter.enterpriseId, '', '').gsi1pk,
          sortKey: 'gsi1sk',
        }
      : { index: undefined, partition: auditKeys.entry('', '').pk, sortKey: 'sk' };
  const filters: string[] = [];
  const values: Record<string, unknown> = {};
  if (filter.actorId && filter.enterpriseId) {
    filters.push('enterpriseId = :enterpriseId');
    values[':enterpriseId'] = filter.enterpriseId;
  }
  if (filter.action) {
    filters.push('(contains(#action, :action) OR contains(#operation, :action))');
    values[':action'] = filter.action;
  }
  // `~` sorts after every id character, so the upper bound takes in every entry of its last millisecond.
  values[':from'] = filter.from ?? '0';
  values[':to'] = `${filter.to ?? '9'}~`;
  const page = await queryPage<Record<string, unknown>>(
    {
      index,
      partition,
      sortKeyCondition: `${sortKey} BETWEEN :from AND :to`,
      ScanIndexForward: false,
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ...(filter.action ? { ExpressionAttributeNames: { '#action': 'action', '#operation': 'operation' } } : {}),
      ExpressionAttributeValues: values,
    },
    { cursor, limit: PAGE_SIZE },
  );
  return { items: page.items.map((item) => withoutKeys(item) as unknown as AuditEntryRecord), cursor: page.cursor };
}
