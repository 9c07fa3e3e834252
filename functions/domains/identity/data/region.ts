import { queryAll } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import type { RegionRecord } from './records.js';
export type { RegionRecord } from './records.js';
import { identityKeys, identityIndexKeys } from './keys.js';

/** The direct children of a region (provinces under REGION_ROOT): Query `REGION#<parentCode>`. */
export async function listRegionChildren(options: { parentCode: string }): Promise<RegionRecord[]> {
  return queryAll<RegionRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': identityKeys.region(options.parentCode, '').pk },
  });
}

/** Every city and district of a province in one Query of gsi1 `REGIONPROV#<provinceCode>`. */
export async function listRegionsInProvince(options: { provinceCode: string }): Promise<RegionRecord[]> {
  return queryAll<RegionRecord>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': identityIndexKeys.regionInProvince(options.provinceCode, '').gsi1pk },
  });
}
