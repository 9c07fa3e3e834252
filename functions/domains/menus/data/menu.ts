import { tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { findOnIndex, isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import { putWithUniqueMarkers } from '../../../lib/data/unique.js';
import { items } from '../../../lib/data/records.js';
import { type TransactItem, cancellationReasons, writeTransaction } from '../../../lib/data/transactions.js';
import { menuItems, type MenuRecord } from './records.js';
export type { MenuRecord } from './records.js';
import { menuKeys, menuIndexKeys } from './keys.js';

/**
 * Every menu owned by one scope (NIL_ID = the platform catalogue, else an
 * enterprise's own menus): Query `MENUS#<enterpriseId>`. A scope holds at most
 * a few hundred menus, so the whole tree is read at once.
 */
export async function listMenus(options: { enterpriseId: string }): Promise<MenuRecord[]> {
  return queryAll<MenuRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': menuKeys.menu(options.enterpriseId, '').pk },
  });
}

/** Creates a menu guarded by its url marker when it has a url (409 when the url is used). */
export async function createMenu(options: { menu: MenuRecord }): Promise<void> {
  const { menu } = options;
  await putWithUniqueMarkers(menuItems.menu(menu), menu.id, menu.url ? [{ kind: 'menuUrl', value: menu.url }] : []);
}

/** A menu by its id alone: Query gsi2 `MENUID#<menuId>` (one item), or undefined. */
export async function findMenuById(options: { menuId: string }): Promise<MenuRecord | undefined> {
  return findOnIndex<MenuRecord>(indexes.gsi2, menuIndexKeys.menuById(options.menuId));
}

/** Adds one to (or takes one from) a parent's child counter; the parent must still exist. */
function childCounterUpdate(menu: { enterpriseId: string; parentId: string }, delta: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: menuKeys.menu(menu.enterpriseId, menu.parentId),
      UpdateExpression: 'SET childCount = if_not_exists(childCount, :zero) + :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':zero': 0, ':delta': delta },
    },
  };
}

function urlMarkerPut(url: string, menuId: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: items.unique('menuUrl', url, menuId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

function urlMarkerDelete(url: string, menuId: string): TransactItem {
  return {
    Delete: {
      TableName: tableName,
      Key: keys.unique('menuUrl', url),
      ConditionExpression: 'ownerId = :owner',
      ExpressionAttributeValues: { ':owner': menuId },
    },
  };
}

/**
 * Runs a menu transaction, naming the failed step: a taken url marker is a 409,
 * a vanished parent or node a 404, a node that gained children a 409.
 */
async function runMenuTransaction(transactItems: TransactItem[], labels: readonly string[]): Promise<void> {
  try {
    await writeTransaction(transactItems);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    const failed = labels.filter((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed');
    if (failed.includes('url'))
      throw new ConflictError('Menu url already used', { kinds: ['menuUrl'], taken: ['menuUrl'] });
    if (failed.includes('children')) throw new ConflictError('Menu has children', { reason: 'hasChildren' });
    if (failed.includes('parent')) throw new NotFoundError('Parent menu not found');
    if (failed.includes('menu')) throw new NotFoundError('Menu not found');
    throw new ConflictError('Menu changed concurrently, try again');
  }
}

/**
 * Creates a menu in one TransactWrite: the node (must not exist), its url
 * marker (409 when the url is used) and +1 on its parent's child counter
 * (404 when the parent vanished).
 */
export async function insertMenu(options: { menu: MenuRecord }): Promise<void> {
  const { menu } = options;
  const { childCount: _ignored, ...stored } = menu;
  const tx: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: menuItems.menu({ ...stored, childCount: 0 }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
  const labels = ['menu'];
  if (menu.url) {
    tx.push(urlMarkerPut(menu.url, menu.id));
    labels.push('url');
  }
  if (menu.parentId) {
    tx.push(childCounterUpdate({ enterpriseId: menu.enterpriseId, parentId: menu.parentId }, 1));
    labels.push('parent');
  }
  await runMenuTransaction(tx, labels);
}

/**
 * Replaces a menu's fields in one TransactWrite, keeping its child counter:
 * the url marker moves when the url changes, the counters of the old and new
 * parent follow a move. The stored node must still match `previous` url and parent.
 */
export async function replaceMenu(options: { previous: MenuRecord; menu: MenuRecord }): Promise<void> {
  const { previous, menu } = options;
  const { childCount: _ignored, ...fields } = menu;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  const optional = ['nameEn', 'icon', 'url', 'deploymentId', 'helpPageId', 'applicationId', 'byProxy'] as const;
  const entries = Object.entries(fields).filter(([name]) => !['id', 'enterpriseId'].includes(name));
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  }
  for (const name of optional) {
    if (fields[name] !== undefined) continue;
    names[`#${name}`] = name;
    removes.push(`#${name}`);
  }
  names['#prevParent'] = 'parentId';
  // DynamoDB compares no NULL operands: a root is matched by the attribute's type instead.
  const parentUnchanged = previous.parentId
    ? '#prevParent = :prevParent'
    : '(attribute_not_exists(#prevParent) OR attribute_type(#prevParent, :nullType))';
  if (previous.parentId) values[':prevParent'] = previous.parentId;
  else values[':nullType'] = 'NULL';
  const tx: TransactItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: menuKeys.menu(menu.enterpriseId, menu.id),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: `attribute_exists(pk) AND ${parentUnchanged}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  const labels = ['menu'];
  if (previous.url !== menu.url) {
    if (menu.url) {
      tx.push(urlMarkerPut(menu.url, menu.id));
      labels.push('url');
    }
    if (previous.url) {
      tx.push(urlMarkerDelete(previous.url, menu.id));
      labels.push('menu');
    }
  }
  if (previous.parentId !== menu.parentId) {
    if (menu.parentId) {
      tx.push(childCounterUpdate({ enterpriseId: menu.enterpriseId, parentId: menu.parentId }, 1));
      labels.push('parent');
    }
    if (previous.parentId) {
      tx.push(childCounterUpdate({ enterpriseId: menu.enterpriseId, parentId: previous.parentId }, -1));
      labels.push('menu');
    }
  }
  await runMenuTransaction(tx, labels);
}

/**
 * Deletes a menu in one TransactWrite: the node only while its child counter
 * is 0 (409 otherwise, so a child added concurrently wins), its url marker, -1
 * on its parent's counter, and the given role-menu-privilege items on it.
 * DynamoDB caps a transaction at 100 items; a menu granted to more roles than
 * that has its remaining grants removed in further transactions.
 */
export async function deleteMenuRecord(options: { menu: MenuRecord; grantRoleIds: readonly string[] }): Promise<void> {
  const { menu } = options;
  const tx: TransactItem[] = [
    {
      Delete: {
        TableName: tableName,
        Key: menuKeys.menu(menu.enterpriseId, menu.id),
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(childCount) OR childCount <= :zero)',
        ExpressionAttributeValues: { ':zero': 0 },
      },
    },
  ];
  const labels = ['children'];
  if (menu.url) {
    tx.push({ Delete: { TableName: tableName, Key: keys.unique('menuUrl', menu.url) } });
    labels.push('url-delete');
  }
  if (menu.parentId) {
    tx.push({
      Update: {
        TableName: tableName,
        Key: menuKeys.menu(menu.enterpriseId, menu.parentId),
        UpdateExpression: 'SET childCount = if_not_exists(childCount, :one) - :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    });
    labels.push('parent');
  }
  const room = 100 - tx.length;
  const grantDeletes = options.grantRoleIds.map((roleId): TransactItem => ({
    Delete: { TableName: tableName, Key: menuKeys.roleMenuPrivilege(roleId, menu.id) },
  }));
  await runMenuTransaction([...tx, ...grantDeletes.slice(0, room)], labels);
  for (let i = room; i < grantDeletes.length; i += 100) {
    await writeTransaction(grantDeletes.slice(i, i + 100));
  }
}
