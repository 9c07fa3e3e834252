import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/lib/data/keys.js';
import { categoryItem } from '../../../functions/domains/messaging/data/message-category.js';
import { typeItem } from '../../../functions/domains/messaging/data/message-type.js';
import { demoMessageBundles } from './demo-messages.js';
import { seedDynamoClients } from './seed-clients.js';

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

const marker = (kind: string, enterpriseId: string, name: string, ownerId: string) => ({
  ...keys.unique(kind, `${enterpriseId}#${name}`),
  entity: 'unique',
  kind,
  ownerId,
});

/**
 * Writes each bundle (category with its type count, its types and every name
 * marker) in one TransactWrite, only when the category is missing: what an
 * administrator changed or deleted is left alone, and counters always match.
 */
export async function seedMessagingDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  const { dynamo, documents } = seedDynamoClients(env);
  const TableName = env.TABLE_NAME!;
  let written = 0;
  try {
    for (const { category, types } of demoMessageBundles) {
      const { enterpriseId } = category;
      const puts = [
        categoryItem({ ...category, typeCount: types.length, createdAt: SEEDED_AT, updatedAt: SEEDED_AT }),
        marker('messageCategoryName', enterpriseId, category.name, category.id),
        ...types.flatMap((type) => [
          typeItem({ ...type, enterpriseId, categoryId: category.id, createdAt: SEEDED_AT, updatedAt: SEEDED_AT }),
          marker('messageTypeName', enterpriseId, type.name, type.id),
        ]),
      ];
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: puts.map((Item) => ({
              Put: { TableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
            })),
          }),
        );
        written++;
      } catch (error) {
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      }
    }
  } finally {
    dynamo.destroy();
  }
  context.log(
    `Seeded ${written} demo message categories with their types (${demoMessageBundles.length - written} kept)`,
  );
}
