import { NIL_ID } from '../../../../shared/constants/ids.js';
import { indexes } from '../../../lib/data/keys.js';
import { queryOffsetPage, type OffsetPage } from '../../../lib/data/offset-page.js';
import type { EnterpriseRecord } from './records.js';
import { identityIndexKeys } from './keys.js';

/**
 * A numbered page of the enterprises by name (gsi1 `ENTERPRISES`, sk
 * `NAME#<name>`), optionally by name prefix, created within
 * [`createdFrom`, `createdTo`) (ISO instants); the platform itself (`ENT#{NIL}`) is left out.
 */
export async function listEnterprisesByName(options: {
  namePrefix?: string;
  createdFrom: string;
  createdTo: string;
  offset: number;
  limit: number;
}): Promise<OffsetPage<EnterpriseRecord>> {
  return queryOffsetPage<EnterpriseRecord>(
    {
      IndexName: indexes.gsi1,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      FilterExpression: 'id <> :nil AND createdAt >= :from AND createdAt < :to',
      ExpressionAttributeValues: {
        ':pk': 'ENTERPRISES',
        ':prefix': identityIndexKeys.enterpriseByName(options.namePrefix ?? '').gsi1sk,
        ':nil': NIL_ID,
        ':from': options.createdFrom,
        ':to': options.createdTo,
      },
    },
    options,
  );
}
