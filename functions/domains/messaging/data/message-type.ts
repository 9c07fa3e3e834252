import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import { catalogueRecords } from '../../../lib/data/catalogue-records.js';
import { typeCountUpdate } from './message-category.js';
import { messagingKeys } from './keys.js';

/** A stored message type (`MSGADMIN#<enterpriseId>` / `TYPE#<id>`): one category of the same scope. */
export interface MessageTypeRecord {
  id: string;
  enterpriseId: string;
  categoryId: string;
  name: string;
  /** The English console's name (seeded types). */
  nameEn?: string;
  code?: string;
  description?: string;
  createdAt: string;
  updatedAt: string;
}

const categoryGone = () =>
  new ValidationError('No such category here', [{ field: 'body.categoryId', message: 'No such category here' }]);

const typeRecords = catalogueRecords<MessageTypeRecord>({
  entity: 'messageType',
  nameKind: 'messageTypeName',
  what: 'type',
  key: messagingKeys.messageType,
});

/** The item of a type. */
export const typeItem = typeRecords.item;

/** The types of a scope (tens at most): Query `MSGADMIN#<e>`, sk begins_with `TYPE#`. */
export async function listMessageTypes(options: { enterpriseId: string }): Promise<MessageTypeRecord[]> {
  return typeRecords.list(options.enterpriseId);
}

/** Types of a scope by id (consistent), in the order of the ids; ids of other scopes are not found. */
export async function getMessageTypes(options: {
  enterpriseId: string;
  ids: readonly string[];
}): Promise<MessageTypeRecord[]> {
  return typeRecords.get(options.enterpriseId, options.ids);
}

/**
 * Creates a type: the type, its per-scope name marker and `typeCount + 1` on
 * its category (which must exist) in one TransactWrite. 409 name taken, 400
 * on `categoryId` when the category is gone.
 */
export async function createMessageType(options: { type: MessageTypeRecord }): Promise<void> {
  const { type } = options;
  await typeRecords.create(type, {
    extra: [typeCountUpdate(type.enterpriseId, type.categoryId, 1)],
    onExtraFailed: categoryGone,
  });
}

/**
 * Updates a type in one TransactWrite: the type must still be in the category
 * it was read in; a move counts the type out of the old category and into the
 * new one (which must exist); a new name swaps the marker.
 */
export async function updateMessageType(options: {
  current: MessageTypeRecord;
  next: Pick<MessageTypeRecord, 'categoryId' | 'name' | 'code' | 'description' | 'updatedAt'>;
}): Promise<void> {
  const { current, next } = options;
  const moved = next.categoryId !== current.categoryId;
  const optional = { code: next.code, description: next.description };
  await typeRecords.update(current, {
    set: {
      name: next.name,
      categoryId: next.categoryId,
      updatedAt: next.updatedAt,
      ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v)),
    },
    remove: Object.entries(optional)
      .filter(([, v]) => !v)
      .map(([k]) => k),
    condition: { expression: 'categoryId = :readCategory', values: { ':readCategory': current.categoryId } },
    extra: moved
      ? [
          typeCountUpdate(current.enterpriseId, next.categoryId, 1),
          typeCountUpdate(current.enterpriseId, current.categoryId, -1),
        ]
      : [],
    onExtraFailed: (index) => (index === 0 ? categoryGone() : new NotFoundError('The old category no longer exists')),
  });
}

/**
 * Deletes types, their name markers and their counts on their categories
 * (one Update per category) in one TransactWrite; 404 and nothing deleted
 * when one is gone.
 */
export async function deleteMessageTypes(options: { types: readonly MessageTypeRecord[] }): Promise<void> {
  const { types } = options;
  const perCategory = new Map<string, number>();
  for (const type of types) perCategory.set(type.categoryId, (perCategory.get(type.categoryId) ?? 0) + 1);
  await typeRecords.remove(types, {
    goneMessage: 'A type no longer exists or was changed meanwhile; reload and try again',
    condition: (type) => ({ expression: 'categoryId = :category', values: { ':category': type.categoryId } }),
    extra: [...perCategory].map(([categoryId, count]) => typeCountUpdate(types[0].enterpriseId, categoryId, -count)),
  });
}
