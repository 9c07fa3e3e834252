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

/**
 * A save call of a catalogue record: without `id` it creates one; with `id`
 * it first runs `assertMayEdit` (the edit privilege, beyond the route's add
 * privilege), then updates the record `find` answers (404 when it is not a
 * record of the scope). `prepare` runs after that check and before either
 * (e.g. to load the parent record the body names), so refusals come in the
 * same order on every save.
 */
export async function saveCatalogueRecord<T, R, P = undefined>(options: {
  id: string | undefined;
  what: string;
  assertMayEdit: () => Promise<void>;
  prepare?: () => Promise<P>;
  find: (id: string) => Promise<T | undefined>;
  create: (prepared: P) => Promise<R>;
  update: (current: T, prepared: P) => Promise<R>;
}): Promise<R> {
  const { id } = options;
  if (id) await options.assertMayEdit();
  const prepared = (await options.prepare?.()) as P;
  if (!id) return options.create(prepared);
  const current = await options.find(id);
  if (!current) throw new NotFoundError(`No such ${options.what} here`);
  return options.update(current, prepared);
}
