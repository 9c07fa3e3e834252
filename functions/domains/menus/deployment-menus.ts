import { ConflictError } from '../../lib/errors.js';
import { deleteMenuRecord, findMenuById, insertMenu } from './data/menu.js';

/**
 * A deployed app's entry in its enterprise's side navigation (docs/deployments.md "Menu entry"): a public link of the
 * enterprise's own menus (every member sees it; it opens the app's visit URL), carrying the deployment's id and its
 * application's. Its id derives from the deployment's, so a retried step finds the entry it made.
 */
export const deploymentMenuId = (deploymentId: string) => `dm-${deploymentId}`;

/**
 * Adds the entry of a deployed app, or answers the one it has. The visit URL is unique platform-wide like every menu
 * url; an external app's URL (which several enterprises may deploy) is told apart by a fragment naming the deployment.
 */
export async function addDeploymentMenu(options: {
  enterpriseId: string;
  deploymentId: string;
  applicationId: string;
  name: string;
  nameEn?: string;
  url: string;
  /** The app runs elsewhere (external URL): its link names the deployment. */
  shared: boolean;
}): Promise<string> {
  const id = deploymentMenuId(options.deploymentId);
  if (await findMenuById({ menuId: id })) return id;
  try {
    await insertMenu({
      menu: {
        id,
        enterpriseId: options.enterpriseId,
        parentId: null,
        name: options.name,
        ...(options.nameEn ? { nameEn: options.nameEn } : {}),
        icon: 'external',
        type: 'link',
        url: options.shared ? `${options.url}#${options.deploymentId}` : options.url,
        sort: 900,
        privileges: [],
        isPublic: true,
        deploymentId: options.deploymentId,
        applicationId: options.applicationId,
      },
    });
  } catch (error) {
    // A retried step that raced its first attempt: the entry exists now.
    if (!(error instanceof ConflictError) || !(await findMenuById({ menuId: id }))) throw error;
  }
  return id;
}

/** Removes a deployed app's entry; one already gone is fine. */
export async function removeDeploymentMenu(menuId: string): Promise<void> {
  const menu = await findMenuById({ menuId });
  if (menu) await deleteMenuRecord({ menu, grantRoleIds: [] });
}
