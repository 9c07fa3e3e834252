import { queryAll } from './batch.js';
import { keys } from './keys.js';
import type { MenuRecord } from './records.js';
import { putWithUniqueMarkers } from './unique.js';
import { items } from './records.js';

export type { MenuRecord } from './records.js';

/**
 * Every menu owned by one scope (NIL_ID = the platform catalogue, else an
 * enterprise's own menus): Query `MENUS#<enterpriseId>`. A scope holds at most
 * a few hundred menus, so the whole tree is read at once.
 */
export async function listMenus(options: { enterpriseId: string }): Promise<MenuRecord[]> {
  return queryAll<MenuRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.menu(options.enterpriseId, '').pk },
  });
}

/** Creates a menu guarded by its url marker when it has a url (409 when the url is used). */
export async function createMenu(options: { menu: MenuRecord }): Promise<void> {
  const { menu } = options;
  await putWithUniqueMarkers(items.menu(menu), menu.id, menu.url ? [{ kind: 'menuUrl', value: menu.url }] : []);
}
