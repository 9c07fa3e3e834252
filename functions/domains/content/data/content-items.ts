import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentKind } from '../../../../shared/constants/content-rules.js';
import type { ContentInput } from '../../../../shared/schemas/content.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryPage, type PageOptions } from '../../../lib/data/batch.js';
import { writeOrThrow } from '../../../lib/data/conditional-writes.js';
import { keys } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { claimItems, movedClaims, releaseItems, takenConflict, type FieldClaim } from '../../../lib/data/unique.js';
import { writeTransaction } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { referenceWrites } from './content-images.js';
import { contentIndexKeys, contentKeys } from './keys.js';
import { contentItems, type ContentRecord } from './records.js';

/** The slug claim of an item: unique within its kind. */
const slugClaim = (kind: ContentKind, slug: string): FieldClaim => ({
  kind: 'contentSlug',
  value: `${kind}#${slug}`,
  field: 'body.slug',
  message: 'Another item of this kind has this slug',
});

/** Someone else saved the item between this request's read and its write. */
const changedMeanwhile = () => new ConflictError('The item was changed meanwhile; reload it and try again');

/** Strips the table's attributes: the stored fields are the record. */
function recordOf(item: Record<string, unknown>): ContentRecord {
  const { pk: _pk, sk: _sk, entity: _entity, ...rest } = item;
  return Object.fromEntries(Object.entries(rest).filter(([name]) => !/^gsi\d(pk|sk)$/.test(name))) as never;
}

/** An item by id in any status, or undefined. */
export async function getContentItem(id: string): Promise<ContentRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName, Key: contentKeys.item(id) }));
  return result.Item ? recordOf(result.Item) : undefined;
}

/** A published item by its kind and slug (the slug's marker names it), or undefined. */
export async function getPublishedBySlug(kind: ContentKind, slug: string): Promise<ContentRecord | undefined> {
  const marker = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.unique('contentSlug', `${kind}#${slug}`) }),
  );
  const id = marker.Item?.ownerId as string | undefined;
  const item = id ? await getContentItem(id) : undefined;
  return item?.kind === kind && item.status === 'published' ? item : undefined;
}

/** One page of a kind's published items: newest first, or in the editors' order. */
export async function listPublished(
  options: { kind: ContentKind; sort: 'newest' | 'order' } & PageOptions,
): Promise<Page<ContentRecord>> {
  const { kind, sort, ...page } = options;
  const byDate = sort === 'newest';
  const result = await queryPage<Record<string, unknown>>(
    byDate
      ? { index: 'gsi1', partition: contentIndexKeys.publishedByDate(kind, '', '').gsi1pk, ScanIndexForward: false }
      : { index: 'gsi3', partition: contentIndexKeys.publishedByOrder(kind, 0, '').gsi3pk },
    page,
  );
  return { items: result.items.map(recordOf), cursor: result.cursor };
}

/** One page of a kind's items in any status, last changed first (the administrators' list). */
export async function listOfKind(options: { kind: ContentKind } & PageOptions): Promise<Page<ContentRecord>> {
  const { kind, ...page } = options;
  const result = await queryPage<Record<string, unknown>>(
    { index: 'gsi2', partition: contentIndexKeys.itemOfKind(kind, '', '').gsi2pk, ScanIndexForward: false },
    page,
  );
  return { items: result.items.map(recordOf), cursor: result.cursor };
}

/** The record's fields as an editor's input sets them (absent optional fields are removed). */
function edited(input: ContentInput): Omit<ContentRecord, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'updatedById'> {
  return {
    kind: input.kind,
    slug: input.slug,
    title: input.title,
    titleEn: input.titleEn,
    body: input.body,
    bodyEn: input.bodyEn,
    order: input.order,
    ...(input.summary ? { summary: input.summary } : {}),
    ...(input.summaryEn ? { summaryEn: input.summaryEn } : {}),
    ...(input.coverImage ? { coverImage: input.coverImage } : {}),
    ...(input.publishDate ? { publishDate: new Date(input.publishDate).toISOString() } : {}),
  };
}

/**
 * Creates a draft with its slug claimed and its image references written in the same transaction (409 on the slug
 * when its kind has it).
 */
export async function createContentItem(input: ContentInput, byId: string): Promise<ContentRecord> {
  const now = new Date().toISOString();
  const record: ContentRecord = {
    id: randomUUID(),
    ...edited(input),
    status: 'draft',
    createdAt: now,
    updatedAt: now,
    updatedById: byId,
  };
  const claims = [slugClaim(record.kind, record.slug)];
  try {
    await writeTransaction([
      {
        Put: { TableName: tableName, Item: contentItems.item(record), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      ...claimItems(claims, record.id),
      ...referenceWrites(undefined, record),
    ]);
  } catch (error) {
    throw takenConflict(error, claims, (i) => i + 1) ?? error;
  }
  return record;
}

/**
 * Replaces an item's fields, moving its slug claim when the kind or slug changed and its image references when the
 * images it names changed, all in one transaction that holds only while the item is as it was read (409 otherwise).
 */
export async function updateContentItem(
  before: ContentRecord,
  input: ContentInput,
  byId: string,
): Promise<ContentRecord> {
  const fields = edited(input);
  const record: ContentRecord = {
    id: before.id,
    ...fields,
    // A published item keeps the date it was published with unless the editor sets another.
    ...(!fields.publishDate && before.publishDate ? { publishDate: before.publishDate } : {}),
    status: before.status,
    createdAt: before.createdAt,
    updatedAt: new Date().toISOString(),
    updatedById: byId,
  };
  const moved = movedClaims([slugClaim(before.kind, before.slug)], [slugClaim(record.kind, record.slug)], record.id);
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: contentItems.item(record),
          ConditionExpression: 'updatedAt = :before',
          ExpressionAttributeValues: { ':before': before.updatedAt },
        },
      },
      ...moved.items,
      ...referenceWrites(before, record),
    ]);
  } catch (error) {
    const taken = takenConflict(error, moved.changed, (i) => i + 1);
    if (taken) throw taken;
    throw isConditionFailure(error) ? changedMeanwhile() : error;
  }
  return record;
}

/**
 * Publishes (first publication dates it now unless a date was set) or takes it back to draft; the references of the
 * images it names follow in the same transaction, so anyone reads them exactly while it is published.
 */
export async function setContentStatus(
  before: ContentRecord,
  status: ContentRecord['status'],
  byId: string,
): Promise<ContentRecord> {
  const now = new Date().toISOString();
  const record: ContentRecord = {
    ...before,
    status,
    ...(status === 'published' && !before.publishDate ? { publishDate: now } : {}),
    updatedAt: now,
    updatedById: byId,
  };
  const put = {
    TableName: tableName,
    Item: contentItems.item(record),
    ConditionExpression: 'updatedAt = :before',
    ExpressionAttributeValues: { ':before': before.updatedAt },
  };
  const references = referenceWrites(before, record);
  await writeOrThrow(
    references.length ? writeTransaction([{ Put: put }, ...references]) : documentClient.send(new PutCommand(put)),
    changedMeanwhile,
  );
  return record;
}

/**
 * Deletes an item, frees its slug and drops its image references, while the item is as it was read (else it was
 * changed or deleted meanwhile: 404).
 */
export async function deleteContentItem(before: ContentRecord): Promise<void> {
  await writeOrThrow(
    writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: contentKeys.item(before.id),
          // As read: the references dropped are then exactly the ones it has.
          ConditionExpression: 'updatedAt = :before',
          ExpressionAttributeValues: { ':before': before.updatedAt },
        },
      },
      ...releaseItems([slugClaim(before.kind, before.slug)]),
      ...referenceWrites(before, undefined),
    ]),
    () => new NotFoundError('No such content item'),
  );
}
