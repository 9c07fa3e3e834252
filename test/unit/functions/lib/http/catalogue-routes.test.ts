import { describe, expect, it, vi } from 'vitest';
import { deleteByIds, requireAll } from '../../../../../functions/lib/http/catalogue-routes.js';
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
});
