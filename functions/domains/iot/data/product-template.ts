import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CollectNodeConfigInputSchema } from '../../../../shared/schemas/equipment.js';
import type { z } from 'zod/mini';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryAll } from '../../../lib/data/batch.js';
import { conditionCheck, transact } from '../../../lib/data/transactions.js';
import { NotFoundError } from '../../../lib/errors.js';
import { iotKeys } from './keys.js';
import { equipmentKeys } from '../../equipment/index.js';
import { identityKeys } from '../../identity/index.js';

/** A collect node of a template: the configuration wizard's node fields. */
export type TemplateNode = z.output<typeof CollectNodeConfigInputSchema>;

/**
 * A product's node template (`ENT#{enterpriseId}` / `IOTTPL#{typeId}`): the collect nodes a gateway of the type
 * usually has. Kept beside the type, so the enterprise's templates are one Query; a type deleted later leaves its
 * template unread (products are listed from the types).
 */
export interface ProductTemplateRecord {
  readonly enterpriseId: string;
  readonly typeId: string;
  readonly nodes: readonly TemplateNode[];
  readonly updateDate: string;
  readonly updateById: string;
  readonly updateByName: string;
}

/** Every template of an enterprise: one Query of its partition's `IOTTPL#` items. */
export function listProductTemplates(options: { enterpriseId: string }): Promise<ProductTemplateRecord[]> {
  return queryAll<ProductTemplateRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': identityKeys.enterprise(options.enterpriseId).pk, ':prefix': 'IOTTPL#' },
  });
}

/** One product's template, or undefined before its first save. */
export async function getProductTemplate(options: {
  enterpriseId: string;
  typeId: string;
}): Promise<ProductTemplateRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: iotKeys.iotProductTemplate(options.enterpriseId, options.typeId) }),
  );
  return result.Item as ProductTemplateRecord | undefined;
}

/** Replaces a product's template whole, only while its type exists (404 when the type was deleted meanwhile). */
export async function saveProductTemplate(record: ProductTemplateRecord): Promise<void> {
  await transact(
    [
      conditionCheck(equipmentKeys.equipmentType(record.enterpriseId, record.typeId), 'attribute_exists(pk)'),
      {
        Put: {
          TableName: tableName,
          Item: {
            ...iotKeys.iotProductTemplate(record.enterpriseId, record.typeId),
            entity: 'iotProductTemplate',
            ...record,
          },
        },
      },
    ],
    () => new NotFoundError('Product not found'),
  );
}
