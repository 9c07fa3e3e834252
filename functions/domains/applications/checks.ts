import { batchGetItems } from '../../lib/data/batch.js';
import { ValidationError, type FieldIssue } from '../../lib/errors.js';
import { getDocumentRecords, imageObjectExists, type ImageRecord, fileKeys } from '../files/index.js';
import { listLookup } from '../identity/index.js';
import { MAX_APP_FILE_BYTES } from '../../../shared/constants/application-rules.js';
import type { Named } from './data/application.js';
import { listCategories } from './data/category.js';

/** The lookup collections of the application fields (seeded; doc 2 §3). */
export const APP_LOOKUPS = {
  terminal: 'applicationTerminals',
  model: 'applicationModels',
  type: 'applicationTypes',
  sourceType: 'sourceTypes',
} as const;

/**
 * Resolves `{id}` references to lookup entries as `{id, name}` (plus `code`), naming each unknown one as a field
 * issue `body.<field>.id`; one Query per collection.
 */
export async function resolveLookups<F extends keyof typeof APP_LOOKUPS>(
  refs: Readonly<Record<F, { id: string }>>,
  issues: FieldIssue[],
): Promise<Record<F, Named & { code: string }>> {
  const entries = await Promise.all(
    (Object.keys(refs) as F[]).map(async (field) => {
      const found = (await listLookup({ collection: APP_LOOKUPS[field] })).find((e) => e.code === refs[field].id);
      if (!found) issues.push({ field: `body.${field}.id`, message: 'Not a known entry' });
      return [field, { id: refs[field].id, code: refs[field].id, name: found?.name ?? '' }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<F, Named & { code: string }>;
}

/** Resolves the two-level category: the parent must be a top-level category and the category one of its children. */
export async function resolveCategory(
  parentId: string,
  categoryId: string,
  issues: FieldIssue[],
): Promise<{ parentCategory: Named; category: Named }> {
  const all = await listCategories();
  const parent = all.find((c) => c.id === parentId && !c.parentId);
  const category = all.find((c) => c.id === categoryId && c.parentId === parentId);
  if (!parent) issues.push({ field: 'body.parentCategory.id', message: 'Not a parent category' });
  else if (!category) issues.push({ field: 'body.category.id', message: 'Not a category of the parent category' });
  return {
    parentCategory: { id: parentId, name: parent?.name ?? '' },
    category: { id: categoryId, name: category?.name ?? '' },
  };
}

/**
 * Checks images named by the body (logo, screenshots): each must be an image the caller uploaded, of at most
 * 100 MB, whose upload finished. Unchanged names (already accepted) are not checked again.
 */
export async function checkOwnImages(
  images: readonly { field: string; name: string }[],
  ownerId: string,
  unchanged: ReadonlySet<string>,
  issues: FieldIssue[],
): Promise<void> {
  const toCheck = images.filter((image) => !unchanged.has(image.name));
  if (!toCheck.length) return;
  const records = new Map(
    (await batchGetItems<ImageRecord>(toCheck.map((image) => fileKeys.image(image.name)))).map((r) => [r.name, r]),
  );
  for (const { field, name } of toCheck) {
    const record = records.get(name);
    if (!record) issues.push({ field, message: 'Upload this image first' });
    else if (record.ownerId !== ownerId) issues.push({ field, message: 'Use an image you uploaded' });
    else if (record.size > MAX_APP_FILE_BYTES) issues.push({ field, message: 'The image is larger than 100MB' });
    else if (!(await imageObjectExists(name)))
      issues.push({ field, message: 'The upload of this image did not finish' });
  }
}

/**
 * Checks documents named by the body (help, API, test-report and program files): each must be a document the
 * caller uploaded through `/api-files/uploads`, of at most 100 MB. Unchanged names are not checked again.
 */
export async function checkOwnDocuments(
  documents: readonly { field: string; name: string }[],
  ownerId: string,
  unchanged: ReadonlySet<string>,
  issues: FieldIssue[],
): Promise<void> {
  const toCheck = documents.filter((document) => !unchanged.has(document.name));
  if (!toCheck.length) return;
  const records = new Map((await getDocumentRecords(toCheck.map((d) => d.name))).map((r) => [r.name, r]));
  for (const { field, name } of toCheck) {
    const record = records.get(name);
    if (!record) issues.push({ field, message: `No uploaded file is named ${name}: upload it first` });
    else if (record.ownerId !== ownerId) issues.push({ field, message: 'Use a file you uploaded' });
    else if (record.size > MAX_APP_FILE_BYTES) issues.push({ field, message: 'The file is larger than 100MB' });
  }
}

/** Throws one 400 naming every issue, when there is any. */
export function throwIfIssues(issues: readonly FieldIssue[]): void {
  if (issues.length) {
    throw new ValidationError(`Invalid body: ${issues.map((i) => `${i.field} (${i.message})`).join('; ')}`, issues);
  }
}
