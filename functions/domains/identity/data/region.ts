import { queryAll } from '../../../lib/data/batch.js';
import { indexes, indexKeys, keys } from '../../../lib/data/keys.js';
import type { RegionRecord } from '../../../lib/data/records.js';

export type { RegionRecord } from '../../../lib/data/records.js';

/** The direct children of a region (provinces under REGION_ROOT): Query `REGION#<parentCode>`. */
export async function listRegionChildren(options: { parentCode: string }): Promise<RegionRecord[]> {
  return queryAll<RegionRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.region(options.parentCode, '').pk },
  });
}

/** Every city and district of a province in one Query of gsi1 `REGIONPROV#<provinceCode>`. */
export async function listRegionsInProvince(options: { provinceCode: string }): Promise<RegionRecord[]> {
  return queryAll<RegionRecord>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.regionInProvince(options.provinceCode, '').gsi1pk },
  });
}
