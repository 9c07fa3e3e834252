import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AlgorithmCategoryRecord } from '../../../functions/domains/algorithms/data/category.js';
import { algorithmKeys } from '../../../functions/domains/algorithms/data/keys.js';
import { seedDynamoClients } from './seed-clients.js';

/** The demo algorithm category tree: two parent categories with their categories (docs/algorithms.md). */
export const demoAlgorithmCategories: readonly AlgorithmCategoryRecord[] = [
  { id: 'alg-cat-ml', name: '机器学习', sort: 0 },
  { id: 'alg-cat-classification', parentId: 'alg-cat-ml', name: '分类', sort: 1 },
  { id: 'alg-cat-regression', parentId: 'alg-cat-ml', name: '回归', sort: 2 },
  { id: 'alg-cat-clustering', parentId: 'alg-cat-ml', name: '聚类', sort: 3 },
  { id: 'alg-cat-data', name: '数据处理', sort: 4 },
  { id: 'alg-cat-preprocessing', parentId: 'alg-cat-data', name: '数据预处理', sort: 5 },
  { id: 'alg-cat-evaluation', parentId: 'alg-cat-data', name: '模型评估', sort: 6 },
];

/** Writes each demo category only when missing, so a tree an administrator changed is left alone. */
export async function seedAlgorithmsDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { documents, dynamo } = seedDynamoClients(context.env);
  try {
    for (const category of demoAlgorithmCategories) {
      try {
        await documents.send(
          new PutCommand({
            TableName: context.env.TABLE_NAME!,
            Item: {
              ...algorithmKeys.algorithmCategory(category.id),
              entity: 'algorithmCategory',
              ...category,
              usage: 0,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
  } finally {
    dynamo.destroy();
  }
}
