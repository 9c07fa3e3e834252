import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AlgorithmRecord } from '../../../functions/domains/algorithms/data/algorithm.js';
import { algorithmIndexKeys, algorithmKeys } from '../../../functions/domains/algorithms/data/keys.js';
import { systemAlgorithmDeclarations } from '../../../functions/domains/algorithms/modules/registry.js';
import { items } from '../../../functions/lib/data/records.js';
import { seedDynamoClients } from './seed-clients.js';

/** The seeded category (infra/local/seed/seed-algorithms.ts) each system algorithm category is filed under. */
const categoryIds = {
  preprocessing: 'alg-cat-preprocessing',
  classification: 'alg-cat-classification',
  regression: 'alg-cat-regression',
  clustering: 'alg-cat-clustering',
  evaluation: 'alg-cat-evaluation',
} as const;

/** The library record of each system algorithm: online, the platform's (`system`), of type `SYSTEM`. */
export function systemAlgorithmRecords(at: string): AlgorithmRecord[] {
  return systemAlgorithmDeclarations.map((declaration) => ({
    id: declaration.id,
    name: `${declaration.name.cn}（${declaration.name.en}）`,
    description: declaration.description,
    keyword: `${declaration.name.en}, ${declaration.category}`,
    categoryId: categoryIds[declaration.category],
    typeCode: 'SYSTEM',
    parameters: declaration.parameters.map(({ name, type, defaultValue, description, options, min, max }) => ({
      name,
      type,
      ...(defaultValue === undefined ? {} : { defaultValue: String(defaultValue) }),
      description,
      ...(options ? { options: [...options] } : {}),
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    })),
    algorithmFileId: '',
    logo: '',
    status: '3',
    enabled: true,
    enterpriseId: '',
    createById: 'system',
    createByName: '系统 / System',
    createDate: at,
    updateById: 'system',
    updateByName: '系统 / System',
    updateDate: at,
  }));
}

/**
 * Declares the system algorithms in the library (after the category tree): each with its name marker and a use
 * of its category, in one transaction written only when the algorithm is missing, so a restart changes nothing and
 * an administrator's edits stay.
 */
export async function seedSystemAlgorithms(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { documents, dynamo } = seedDynamoClients(context.env);
  const TableName = context.env.TABLE_NAME!;
  try {
    for (const record of systemAlgorithmRecords(new Date().toISOString())) {
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: {
                    ...algorithmKeys.algorithm(record.id),
                    ...algorithmIndexKeys.algorithmByUser(record.createById, record.createDate, record.id),
                    ...algorithmIndexKeys.algorithmByStatus(record.status, record.updateDate, record.id),
                    entity: 'algorithm',
                    ...record,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName,
                  Item: items.unique('algorithmName', record.name, record.id),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Update: {
                  TableName,
                  Key: algorithmKeys.algorithmCategory(record.categoryId),
                  UpdateExpression: 'ADD #usage :one',
                  ExpressionAttributeNames: { '#usage': 'usage' },
                  ExpressionAttributeValues: { ':one': 1 },
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ],
          }),
        );
      } catch (error) {
        // Already declared (or its name or category taken away by an administrator): left as it is.
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      }
    }
  } finally {
    dynamo.destroy();
  }
}
