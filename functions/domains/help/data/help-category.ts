import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { HelpCategoryInputSchema } from '../../../../shared/schemas/help.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import type { TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { helpKeys } from './keys.js';
import { helpItems, type HelpCategoryRecord } from './records.js';

type CategoryInput = z.infer<typeof HelpCategoryInputSchema>;

const notFound = () => new NotFoundError('Help category not found');

/** Categories in the editors' order, then by name. */
const byOrder = (a: HelpCategoryRecord, b: HelpCategoryRecord) => a.order - b.order || a.name.localeCompare(b.name);

/** Every category, in order: one Query of the categories' partition (a few dozen at most). */
export async function listHelpCategories(): Promise<HelpCategoryRecord[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': helpKeys.helpCategory('').pk },
    }),
  );
  return ((result.Items ?? []) as HelpCategoryRecord[]).sort(byOrder);
}

/** One category, or undefined. */
export async function getHelpCategory(categoryId: string): Promise<HelpCategoryRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: helpKeys.helpCategory(categoryId) }),
  );
  return result.Item as HelpCategoryRecord | undefined;
}

/** Creates a category. */
export async function createHelpCategory(input: CategoryInput): Promise<HelpCategoryRecord> {
  const record: HelpCategoryRecord = { id: randomUUID(), ...input, articles: 0 };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: helpItems.category(record),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

/** Renames or reorders a category; 404 when it does not exist. */
export async function updateHelpCategory(categoryId: string, input: CategoryInput): Promise<HelpCategoryRecord> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: helpKeys.helpCategory(categoryId),
        UpdateExpression: 'SET #name = :name, nameEn = :nameEn, #order = :order',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name', '#order': 'order' },
        ExpressionAttributeValues: { ':name': input.name, ':nameEn': input.nameEn, ':order': input.order },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as HelpCategoryRecord;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw notFound();
    throw error;
  }
}

/**
 * Deletes a category while no article is filed under it: the delete is conditional on the counter the articles'
 * own transactions move (`helpCategoryUsage`), so an article filed at the same moment cannot be orphaned.
 */
export async function deleteHelpCategory(categoryId: string): Promise<void> {
  const deleted = await writeIfCondition(
    documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: helpKeys.helpCategory(categoryId),
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(articles) OR articles = :none)',
        ExpressionAttributeValues: { ':none': 0 },
      }),
    ),
  );
  if (deleted) return;
  // The condition failed: say which half of it (the refusal only, nothing is written after this read).
  if (!(await getHelpCategory(categoryId))) throw notFound();
  throw new ConflictError('The category still holds articles: move or delete them first');
}

/**
 * The transaction item that moves a category's article count by `delta`, only while the category exists: an article
 * is never filed under a deleted category, and a category holding articles cannot be deleted.
 */
export function helpCategoryUsage(categoryId: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: helpKeys.helpCategory(categoryId),
      UpdateExpression: 'ADD articles :delta',
      ExpressionAttributeValues: { ':delta': delta },
      // An Update creates a missing item: never let a count make a category that is not there.
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}
