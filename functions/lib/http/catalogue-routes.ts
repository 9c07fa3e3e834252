import { NotFoundError } from '../errors.js';

/**
 * What the routes of catalogue records (`lib/data/catalogue-records.ts`)
 * share; each route keeps its path, access rule and schemas in its own file.
 */

/** Ids of a delete call, each once; 404 naming those that are not records of the scope. */
export function requireAll<T extends { id: string }>(ids: readonly string[], found: readonly T[], what: string): T[] {
  const byId = new Map(found.map((record) => [record.id, record]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new NotFoundError(`No such ${what} here: ${missing.join(', ')}`);
  return ids.map((id) => byId.get(id)!);
}

/**
 * A delete call of records by id: each id once, every one found by `find`
 * (else 404 naming the others and nothing deleted), then `remove` deletes
 * them all or none. Answers the ids deleted.
 */
export async function deleteByIds<T extends { id: string }>(options: {
  ids: readonly string[];
  what: string;
  find: (ids: string[]) => Promise<T[]>;
  remove: (records: T[]) => Promise<void>;
}): Promise<{ deleted: string[] }> {
  const ids = [...new Set(options.ids)];
  const records = requireAll(ids, await options.find(ids), options.what);
  await options.remove(records);
  return { deleted: ids };
}
