import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { referencedContentImages } from '../../../../shared/constants/content-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import type { TransactItem } from '../../../lib/data/transactions.js';
import { contentKeys, PUBLISHED_REFERENCE } from './keys.js';
import { contentItems, type ContentRecord } from './records.js';

/** The fields of an item that may name uploaded images. */
type ImageFields = Pick<ContentRecord, 'coverImage' | 'body' | 'bodyEn'>;

/** The names of the uploaded content images an item references (its cover, its bodies' links and images). */
export function referencedImages(item: ImageFields): string[] {
  return [...new Set([item.coverImage ?? '', item.body, item.bodyEn].flatMap(referencedContentImages))];
}

/** An item's reference items: one per image it names, keyed by whether the item is published. */
const referencesOf = (record: ContentRecord | undefined) =>
  record
    ? referencedImages(record).map((name) =>
        contentItems.imageReference({ name, itemId: record.id, published: record.status === 'published' }),
      )
    : [];

const keyOf = (item: { pk: string; sk: string }) => `${item.pk}\n${item.sk}`;

/**
 * The writes that carry an item's image references from `before` to `after` (absent: created, deleted), for the
 * transaction that writes the item itself: the references then always say exactly what the stored item names, and
 * whether it is published. Only what changed is written (a transaction may not touch one key twice).
 */
export function referenceWrites(before: ContentRecord | undefined, after: ContentRecord | undefined): TransactItem[] {
  const old = referencesOf(before);
  const next = referencesOf(after);
  const kept = new Set(next.map(keyOf));
  const had = new Set(old.map(keyOf));
  return [
    ...old
      .filter((item) => !kept.has(keyOf(item)))
      .map((item) => ({ Delete: { TableName: tableName, Key: { pk: item.pk, sk: item.sk } } })),
    ...next.filter((item) => !had.has(keyOf(item))).map((item) => ({ Put: { TableName: tableName, Item: item } })),
  ];
}

/** Whether a published item references the image: one Query of its references' `PUBLISHED#` range. */
export async function isPublishedImage(name: string): Promise<boolean> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :published)',
      ExpressionAttributeValues: {
        ':pk': contentKeys.imageReference(name, true, '').pk,
        ':published': PUBLISHED_REFERENCE,
      },
      Limit: 1,
      ProjectionExpression: 'pk',
    }),
  );
  return (result.Items?.length ?? 0) > 0;
}
