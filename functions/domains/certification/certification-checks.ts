import {
  CERTIFICATION_IMAGE_MAX_BYTES,
  isCertificationImageType,
} from '../../../shared/constants/certification-rules.js';
import { batchGetItems } from '../../lib/data/batch.js';
import { type ImageRecord, imageObjectExists, fileKeys } from '../files/index.js';
import { listLookup, listRegionChildren, listRegionsInProvince, REGION_ROOT } from '../identity/index.js';
import { ValidationError, type FieldIssue } from '../../lib/errors.js';

/**
 * The checks of a certification submission that need stored data (lookup
 * codes, the region tree, image records), run before anything is written so a
 * bad submission writes nothing. Each returns field issues named like the
 * schema's (`body.<field>`), so the console marks the fields the same way.
 */

/** Lookup codes that are not in their collection (one Query per distinct collection). */
export async function checkLookupCodes(
  values: Readonly<Record<string, string>>,
  collectionOf: Readonly<Record<string, string>>,
): Promise<FieldIssue[]> {
  const collections = [...new Set(Object.values(collectionOf))];
  const codes = new Map(
    await Promise.all(
      collections.map(
        async (collection) =>
          [collection, new Set((await listLookup({ collection })).map((entry) => entry.code))] as const,
      ),
    ),
  );
  return Object.entries(collectionOf)
    .filter(([field, collection]) => !codes.get(collection)?.has(values[field]))
    .map(([field]) => ({ field: `body.${field}`, message: 'Not a known code' }));
}

/** Province, city and district names that do not exist or do not nest (provinces Query + one gsi1 Query). */
export async function checkRegion(region: { province: string; city: string; district: string }): Promise<FieldIssue[]> {
  const province = (await listRegionChildren({ parentCode: REGION_ROOT })).find((p) => p.name === region.province);
  if (!province) return [{ field: 'body.province', message: 'Not a province' }];
  const below = await listRegionsInProvince({ provinceCode: province.code });
  const city = below.find((r) => r.parentCode === province.code && r.name === region.city);
  if (!city) return [{ field: 'body.city', message: 'Not a city of this province' }];
  const district = below.find((r) => r.parentCode === city.code && r.name === region.district);
  if (!district) return [{ field: 'body.district', message: 'Not a district of this city' }];
  return [];
}

/**
 * Images that may not be used: unknown, not uploaded, someone else's, not an
 * image or over 100 MB. An image equal to the one already stored in that
 * field passes unchecked, so another administrator can edit details whose
 * scans the first submitter uploaded.
 */
export async function checkImages(options: {
  values: Readonly<Record<string, string>>;
  fields: readonly string[];
  ownerId: string;
  unchanged?: Readonly<Record<string, unknown>>;
}): Promise<FieldIssue[]> {
  const { values, fields, ownerId, unchanged = {} } = options;
  const toCheck = fields.filter((field) => values[field] !== unchanged[field]);
  if (toCheck.length === 0) return [];
  const records = await batchGetItems<ImageRecord>(toCheck.map((field) => fileKeys.image(values[field])));
  const byName = new Map(records.map((r) => [r.name, r]));
  const issues = await Promise.all(
    toCheck.map(async (field): Promise<FieldIssue | undefined> => {
      const record = byName.get(values[field]);
      const issue = (message: string) => ({ field: `body.${field}`, message });
      if (!record) return issue('Upload this image first');
      if (record.ownerId !== ownerId) return issue('Use an image you uploaded');
      if (!isCertificationImageType(record.contentType)) return issue('Not an image');
      if (record.size > CERTIFICATION_IMAGE_MAX_BYTES) return issue('The image is larger than 100MB');
      if (!(await imageObjectExists(record.name))) return issue('The upload of this image did not finish');
      return undefined;
    }),
  );
  return issues.filter((i): i is FieldIssue => i !== undefined);
}

/** Throws one 400 naming every issue found, when there is any. */
export function throwIfIssues(issues: readonly FieldIssue[]): void {
  if (issues.length > 0) {
    throw new ValidationError(`Invalid body: ${issues.map((i) => `${i.field} (${i.message})`).join('; ')}`, issues);
  }
}

/** The names of the verify statuses (`verifyStatuses` lookup), by code (the seeded Chinese names). */
export async function verifyStatusNames(): Promise<Map<string, string>> {
  return new Map((await listLookup({ collection: 'verifyStatuses' })).map((entry) => [entry.code, entry.name]));
}
