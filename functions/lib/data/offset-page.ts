import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';

/** One numbered page of a Query plus the number of all matching items. */
export interface OffsetPage<T> {
  readonly items: T[];
  readonly total: number;
}

/**
 * A numbered page (spec doc 1 §1: pageNumber/pageSize with totalElements) of
 * one Query: a `Select: COUNT` pass for the total, then the items read up to
 * `offset + limit` only. Both passes read the key range once, so the cost
 * grows with the range, not with the page; the lists that use it are ordered
 * by the index's sort key.
 */
export async function queryOffsetPage<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'Select' | 'Limit' | 'ExclusiveStartKey'>,
  options: { offset: number; limit: number },
): Promise<OffsetPage<T>> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const counted = await documentClient.send(
      new QueryCommand({ ...input, TableName: tableName, Select: 'COUNT', ExclusiveStartKey: start }),
    );
    total += counted.Count ?? 0;
    start = counted.LastEvaluatedKey;
  } while (start);

  const wanted = options.offset + options.limit;
  const read: T[] = [];
  if (options.offset < total) {
    do {
      const page: QueryCommandOutput = await documentClient.send(
        new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey: start }),
      );
      read.push(...((page.Items ?? []) as T[]));
      start = page.LastEvaluatedKey;
    } while (start && read.length < wanted);
  }
  return { items: read.slice(options.offset, wanted), total };
}
