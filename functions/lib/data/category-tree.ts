import { tableName } from '../clients/dynamodb.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { isConditionFailure, queryAll } from './batch.js';
import { cancellationReasons, writeTransaction, type TransactItem } from './transactions.js';

/** A stored category of a two-level tree; `usage` counts the records filed under it. */
export interface CategoryNode {
  id: string;
  parentId?: string;
  name: string;
  sort: number;
  usage?: number;
}

/** A category as the caller wants it saved: its fields without the counter, `sort` given by the tree's order. */
export type WantedCategory<R extends CategoryNode> = Omit<R, 'usage' | 'sort'>;

/** Where and what a category tree stores, and what its records are called in messages. */
export interface CategoryTreeOptions {
  /** The key of a category (one partition holds the whole tree, so listing it is one Query). */
  readonly key: (categoryId: string) => { pk: string; sk: string };
  /** The item's `entity`. */
  readonly entity: string;
  /** What is filed under a category, plural ("applications", "algorithms"), for the 409 messages. */
  readonly usedBy: string;
}

/** DynamoDB's cap on the items of one TransactWrite. */
const TRANSACTION_LIMIT = 100;

/**
 * A two-level category tree whose categories count their uses (application and algorithm categories): listing,
 * the usage counter's transaction item, the whole-tree save and the delete. Race-free without read-then-write: a
 * category's delete or move is conditioned on `usage = 0`, and filing a record under it raises `usage` only while
 * it exists, in the filing's own transaction — so deleting a category and filing a record under it cannot both
 * succeed.
 */
export function categoryTree<R extends CategoryNode>(options: CategoryTreeOptions) {
  const unused = 'attribute_exists(pk) AND (attribute_not_exists(#usage) OR #usage = :zero)';
  const deleteUnused = (categoryId: string): TransactItem => ({
    Delete: {
      TableName: tableName,
      Key: options.key(categoryId),
      ConditionExpression: unused,
      ExpressionAttributeNames: { '#usage': 'usage' },
      ExpressionAttributeValues: { ':zero': 0 },
    },
  });

  /** The update of an existing category: every given field set, every absent optional one removed. */
  const update = (before: R, category: R): TransactItem => {
    const moved = (before.parentId ?? '') !== (category.parentId ?? '');
    const names: Record<string, string> = moved ? { '#usage': 'usage' } : {};
    const values: Record<string, unknown> = moved ? { ':zero': 0 } : {};
    const sets: string[] = [];
    const fields = new Set([...Object.keys(before), ...Object.keys(category)]);
    fields.delete('id');
    fields.delete('usage');
    fields.delete('pk');
    fields.delete('sk');
    fields.delete('entity');
    const removes: string[] = [];
    for (const [index, field] of [...fields].entries()) {
      const value = (category as Record<string, unknown>)[field];
      names[`#f${index}`] = field;
      if (value === undefined) removes.push(`#f${index}`);
      else {
        sets.push(`#f${index} = :f${index}`);
        values[`:f${index}`] = value;
      }
    }
    return {
      Update: {
        TableName: tableName,
        Key: options.key(category.id),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: moved ? unused : 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  };

  const list = async (): Promise<R[]> => {
    const found = await queryAll<R>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': options.key('').pk },
    });
    return found.sort((a, b) => a.sort - b.sort);
  };

  return {
    /** Every category, parents and children, by `sort`: one Query of the tree's partition. */
    list,

    /**
     * The transaction item that moves the uses of a category by `delta`: an increase only while the category
     * exists (under `parentId` when given), a decrease unconditionally.
     */
    usage(categoryId: string, delta: number, parentId?: string): TransactItem {
      const raise = delta > 0;
      return {
        Update: {
          TableName: tableName,
          Key: options.key(categoryId),
          UpdateExpression: 'ADD #usage :delta',
          ExpressionAttributeNames: { '#usage': 'usage' },
          ExpressionAttributeValues: { ':delta': delta, ...(raise && parentId ? { ':parent': parentId } : {}) },
          ...(raise
            ? { ConditionExpression: parentId ? 'attribute_exists(pk) AND parentId = :parent' : 'attribute_exists(pk)' }
            : {}),
        },
      };
    },

    /**
     * Saves the whole tree. `build` turns the caller's input into the wanted categories, parents before their
     * children, given whether an id names an existing category (new nodes get new ids). Existing categories are
     * updated in place (their `usage` kept; a used one cannot move to another parent), new ones created, the ones
     * left out deleted while unused — in one TransactWrite when it fits, else consecutive ones of 100. 409 naming
     * the categories when a used one would be deleted or moved.
     */
    async save(build: (exists: (id: string | undefined) => id is string) => WantedCategory<R>[]): Promise<R[]> {
      const current = new Map((await list()).map((category) => [category.id, category]));
      const wanted = build((id): id is string => id !== undefined && current.has(id)).map(
        (category, sort) => ({ ...category, sort }) as R,
      );
      const kept = new Set(wanted.map((category) => category.id));
      const removed = [...current.values()].filter((category) => !kept.has(category.id));
      const writes: { item: TransactItem; name: string }[] = [
        ...wanted.map((category) => {
          const before = current.get(category.id);
          const item: TransactItem = before
            ? update(before, category)
            : {
                Put: {
                  TableName: tableName,
                  Item: { ...options.key(category.id), entity: options.entity, ...category, usage: 0 },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              };
          return { name: category.name, item };
        }),
        ...removed.map((category) => ({ name: category.name, item: deleteUnused(category.id) })),
      ];
      for (let start = 0; start < writes.length; start += TRANSACTION_LIMIT) {
        const chunk = writes.slice(start, start + TRANSACTION_LIMIT);
        try {
          await writeTransaction(chunk.map((write) => write.item));
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
          const reasons = cancellationReasons(error);
          const used = chunk.filter((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed').map((w) => w.name);
          throw new ConflictError(
            `Categories in use by ${options.usedBy} cannot be removed or moved: ${used.join(', ')}`,
            {
              reason: 'categoryInUse',
              categories: used,
            },
          );
        }
      }
      return list();
    },

    /** Deletes one category while nothing uses it and no category sits below it (409 each); 404 when gone. */
    async remove(categoryId: string): Promise<void> {
      const all = await list();
      const category = all.find((c) => c.id === categoryId);
      if (!category) throw new NotFoundError('Category not found');
      const children = all.filter((c) => c.parentId === category.id);
      if (children.length) {
        throw new ConflictError('Remove the categories below this one first', {
          reason: 'hasChildren',
          children: children.map((c) => c.name),
        });
      }
      try {
        await writeTransaction([deleteUnused(category.id)]);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        throw new ConflictError(`The category is used by ${options.usedBy} and cannot be deleted`, {
          reason: 'categoryInUse',
        });
      }
    },
  };
}
