import { describe, expect, it, vi } from 'vitest';
import { deleteByIds, requireAll, saveCatalogueRecord } from '../../../../../functions/lib/http/catalogue-routes.js';
import { NotFoundError } from '../../../../../functions/lib/errors.js';

const record = (id: string) => ({ id });

describe('catalogue routes', () => {
  it('requireAll answers the records in the order of the ids', () => {
    expect(requireAll(['b', 'a'], [record('a'), record('b')], 'thing')).toEqual([record('b'), record('a')]);
  });

  it('requireAll answers 404 naming the ids not found', () => {
    expect(() => requireAll(['a', 'x', 'y'], [record('a')], 'thing')).toThrow(
      new NotFoundError('No such thing here: x, y'),
    );
  });

  it('deleteByIds looks each id up once, deletes what it found and answers the ids', async () => {
    const find = vi.fn(async (ids: string[]) => ids.map(record));
    const remove = vi.fn(async () => undefined);
    expect(await deleteByIds({ ids: ['a', 'b', 'a'], what: 'thing', find, remove })).toEqual({ deleted: ['a', 'b'] });
    expect(find).toHaveBeenCalledWith(['a', 'b']);
    expect(remove).toHaveBeenCalledWith([record('a'), record('b')]);
  });

  it('deleteByIds deletes nothing when an id is not found', async () => {
    const remove = vi.fn(async () => undefined);
    const deleting = deleteByIds({ ids: ['a', 'b'], what: 'thing', find: async () => [record('a')], remove });
    await expect(deleting).rejects.toThrow('No such thing here: b');
    expect(remove).not.toHaveBeenCalled();
  });

  it('saveCatalogueRecord without an id creates, without the edit check or a lookup', async () => {
    const assertMayEdit = vi.fn(async () => undefined);
    const find = vi.fn(async () => record('a'));
    const saved = await saveCatalogueRecord({
      id: undefined,
      what: 'thing',
      assertMayEdit,
      prepare: async () => 'parent',
      find,
      create: async (parent) => `created in ${parent}`,
      update: async () => 'updated',
    });
    expect(saved).toBe('created in parent');
    expect(assertMayEdit).not.toHaveBeenCalled();
    expect(find).not.toHaveBeenCalled();
  });

  it('saveCatalogueRecord with an id checks the edit right before anything else, then updates the record', async () => {
    const calls: string[] = [];
    const saved = await saveCatalogueRecord({
      id: 'a',
      what: 'thing',
      assertMayEdit: async () => void calls.push('edit'),
      prepare: async () => void calls.push('prepare'),
      find: async (id) => (calls.push('find'), record(id)),
      create: async () => 'created',
      update: async (current) => `updated ${current.id}`,
    });
    expect(saved).toBe('updated a');
    expect(calls).toEqual(['edit', 'prepare', 'find']);
  });

  it('saveCatalogueRecord answers 404 when the id is not a record of the scope', async () => {
    const update = vi.fn(async () => 'updated');
    const saving = saveCatalogueRecord({
      id: 'x',
      what: 'thing',
      assertMayEdit: async () => undefined,
      find: async () => undefined,
      create: async () => 'created',
      update,
    });
    await expect(saving).rejects.toThrow(new NotFoundError('No such thing here'));
    expect(update).not.toHaveBeenCalled();
  });
});
