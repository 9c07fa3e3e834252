import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { HELP_LIMITS } from '../../../../shared/constants/help-rules.js';
import type { HelpArticleInput } from '../../../../shared/schemas/help.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryAll } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { transact, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { helpCategoryUsage } from './help-category.js';
import { helpIndexKeys, helpKeys } from './keys.js';
import { helpItems, type HelpArticleFields, type HelpArticleRecord } from './records.js';

/** An article without its bodies: what lists and search results read. */
export type HelpArticleSummaryRecord = Pick<
  HelpArticleRecord,
  'id' | 'categoryId' | 'title' | 'titleEn' | 'order' | 'published' | 'updatedAt'
>;

const SUMMARY_FIELDS = ['id', 'categoryId', 'title', 'titleEn', 'order', 'published', 'updatedAt'] as const;
const summaryProjection = {
  ProjectionExpression: SUMMARY_FIELDS.map((_, index) => `#f${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(SUMMARY_FIELDS.map((field, index) => [`#f${index}`, field])),
};

const notFound = () => new NotFoundError('Help article not found');
const unknownCategory = () =>
  new ValidationError('Not a known category', [{ field: 'body.categoryId', message: 'Not a known category' }]);

/** One article, or undefined. */
export async function getHelpArticle(articleId: string): Promise<HelpArticleRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: helpKeys.helpArticle(articleId) }),
  );
  return result.Item as HelpArticleRecord | undefined;
}

/** A category's articles in order (published ones only unless `drafts`), without bodies: one index partition. */
export function listArticlesOfCategory(
  categoryId: string,
  options: { drafts: boolean },
): Promise<HelpArticleSummaryRecord[]> {
  const { gsi1pk } = helpIndexKeys.articleByCategory(categoryId, 0, '');
  return queryAll<HelpArticleSummaryRecord>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ...summaryProjection,
    ...(options.drafts
      ? {}
      : {
          FilterExpression: '#published = :yes',
          ExpressionAttributeNames: { ...summaryProjection.ExpressionAttributeNames, '#published': 'published' },
        }),
    ExpressionAttributeValues: { ':pk': gsi1pk, ...(options.drafts ? {} : { ':yes': true }) },
  });
}

/**
 * The published articles of the given categories whose text contains `query` (any case): one Query per category's
 * index partition with a filter, run side by side. Each Query reads the whole partition (the filter applies after
 * the read), which is cheap at a help centre's size; docs/help.md "Search" says when it moves to a search engine.
 */
export async function searchHelpArticles(
  categoryIds: readonly string[],
  query: string,
): Promise<HelpArticleSummaryRecord[]> {
  const needle = query.trim().toLowerCase();
  const perCategory = await Promise.all(
    categoryIds.map((categoryId) =>
      documentClient
        .send(
          new QueryCommand({
            TableName: tableName,
            IndexName: indexes.gsi1,
            KeyConditionExpression: 'gsi1pk = :pk',
            FilterExpression: '#published = :yes AND contains(searchText, :needle)',
            ...summaryProjection,
            ExpressionAttributeNames: { ...summaryProjection.ExpressionAttributeNames, '#published': 'published' },
            ExpressionAttributeValues: {
              ':pk': helpIndexKeys.articleByCategory(categoryId, 0, '').gsi1pk,
              ':yes': true,
              ':needle': needle,
            },
          }),
        )
        .then((result) => (result.Items ?? []) as HelpArticleSummaryRecord[]),
    ),
  );
  return perCategory.flat().slice(0, HELP_LIMITS.searchResults + 1);
}

/** Creates an article in its category (counted there in the same transaction); 400 when the category is unknown. */
export async function createHelpArticle(input: HelpArticleInput): Promise<HelpArticleFields> {
  const now = new Date().toISOString();
  const record: HelpArticleFields = {
    id: randomUUID(),
    ...input,
    createdAt: now,
    updatedAt: now,
  };
  await transact(
    [
      {
        Put: { TableName: tableName, Item: helpItems.article(record), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      helpCategoryUsage(record.categoryId, 1),
    ],
    unknownCategory,
    { contended: true },
  );
  return record;
}

/**
 * Replaces an article. The write is conditional on the category it was read in, and a move counts the article out
 * of the old category and into the new one in the same transaction, so the counts stay exact under races.
 */
export async function updateHelpArticle(articleId: string, input: HelpArticleInput): Promise<HelpArticleFields> {
  const stored = await getHelpArticle(articleId);
  if (!stored) throw notFound();
  const record: HelpArticleFields = {
    ...stored,
    ...input,
    updatedAt: new Date().toISOString(),
  };
  const moved = stored.categoryId !== input.categoryId;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: helpItems.article(record),
        ConditionExpression: 'categoryId = :stored',
        ExpressionAttributeValues: { ':stored': stored.categoryId },
      },
    },
    ...(moved ? [helpCategoryUsage(stored.categoryId, -1), helpCategoryUsage(input.categoryId, 1)] : []),
  ];
  await transact(
    items,
    (codes) => (moved && codes[2] === 'ConditionalCheckFailed' ? unknownCategory() : changedMeanwhile()),
    { contended: moved },
  );
  return record;
}

const changedMeanwhile = () => new ConflictError('The article was changed or deleted meanwhile: reload it');

/** Publishes an article or takes it back to draft; 404 when it does not exist. */
export async function setHelpArticlePublished(articleId: string, published: boolean): Promise<HelpArticleRecord> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: helpKeys.helpArticle(articleId),
        UpdateExpression: 'SET published = :published, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':published': published, ':now': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as HelpArticleRecord;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw notFound();
    throw error;
  }
}

/** Deletes an article and counts it out of its category in one transaction; 404 when it does not exist. */
export async function deleteHelpArticle(articleId: string): Promise<void> {
  const stored = await getHelpArticle(articleId);
  if (!stored) throw notFound();
  await transact(
    [
      {
        Delete: {
          TableName: tableName,
          Key: helpKeys.helpArticle(articleId),
          ConditionExpression: 'categoryId = :stored',
          ExpressionAttributeValues: { ':stored': stored.categoryId },
        },
      },
      helpCategoryUsage(stored.categoryId, -1),
    ],
    changedMeanwhile,
    { contended: true },
  );
}
