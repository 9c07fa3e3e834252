import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerKindCode } from '../../../../shared/constants/account-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage, type PageOptions } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { accountIndexKeys } from './keys.js';
import {
  accountKey,
  accountOfIndexKey,
  type AccountRecord,
  type AccountRef,
  type LedgerEntryRecord,
} from './records.js';

/** The sort-key prefix of an account's ledger entries. */
const LEDGER = 'LEDGER#';
/** Sorts after every ISO time: the open end of a range. */
const AFTER_ANY_TIME = '~';

/** What a ledger page keeps: one kind, entries from and to an instant (ISO, both ends included). */
export interface LedgerFilter {
  readonly kind?: LedgerKindCode;
  readonly from?: string;
  readonly to?: string;
}

/**
 * A page of an account's ledger, newest first: one Query of the account's partition over the sort-key range of the
 * times asked (`LEDGER#{from}` to `LEDGER#{to}~`, an absent end open), the kind as a filter (so a page may hold fewer
 * entries than the limit while the cursor goes on). The cursor must be one of this account's ledger.
 */
export function readLedgerPage(
  account: AccountRef,
  filter: LedgerFilter,
  page: PageOptions,
): Promise<Page<LedgerEntryRecord>> {
  const from = filter.from ? new Date(filter.from).toISOString() : '';
  const to = filter.to ? new Date(filter.to).toISOString() : AFTER_ANY_TIME;
  return queryPage<LedgerEntryRecord>(
    {
      partition: accountKey(account).pk,
      sortKeyCondition: 'sk BETWEEN :from AND :to',
      ScanIndexForward: false,
      ExpressionAttributeValues: {
        ':from': `${LEDGER}${from}`,
        ':to': `${LEDGER}${to}${filter.to ? AFTER_ANY_TIME : ''}`,
        ...(filter.kind ? { ':kind': filter.kind } : {}),
      },
      ...(filter.kind ? { FilterExpression: 'kind = :kind' } : {}),
    },
    page,
  );
}

/** An account's balance item (consistent), or undefined before its first movement. */
export async function getAccount(account: AccountRef): Promise<AccountRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: accountKey(account), ConsistentRead: true }),
  );
  return result.Item as AccountRecord | undefined;
}

/** The sum and count of an account's ledger entries: the whole ledger read (consistent), amounts only. */
export async function ledgerTotals(account: AccountRef): Promise<{ sumFen: number; entries: number }> {
  let sumFen = 0;
  let entries = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
        ExpressionAttributeValues: { ':pk': accountKey(account).pk, ':ledger': LEDGER },
        ProjectionExpression: 'amountFen',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of result.Items ?? []) sumFen += Number(item.amountFen);
    entries += result.Items?.length ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return { sumFen, entries };
}

/** A page of every account (the sparse gsi2 partition `ACCOUNTS`): what the reconciliation walks, without a Scan. */
export async function listAccounts(page: PageOptions): Promise<Page<AccountRef>> {
  const result = await queryPage<{ gsi2sk: string }>(
    {
      index: indexes.gsi2,
      partition: accountIndexKeys.accountList('', '').gsi2pk,
      ProjectionExpression: 'gsi2sk',
    },
    page,
  );
  return { items: result.items.map((item) => accountOfIndexKey(item.gsi2sk)), cursor: result.cursor };
}
