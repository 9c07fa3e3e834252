import { useSession } from '@/session/session-context.js';

/** The running apps' menu, whose privileges (`view`, `add`, `edit`, `delete`) the deployment calls check. */
export const RUNNING_APPS_MENU = 'space-apps-management';

/**
 * Whether the current context grants a privilege of the running apps' menu (`space-apps-management:<code>`): the rule
 * the server checks, read from the session's privileges; platform administrators hold it everywhere.
 */
export function useRunningAppsPrivilege(code: 'view' | 'add' | 'edit' | 'delete'): boolean {
  const session = useSession().data;
  const platformAdmin = !!session?.functionRoles.some((role) => role.code === 'platform-admin');
  const granted = !!session?.privileges
    .find((menu) => menu.url?.replace(/^\/?(console\/)?/, '') === RUNNING_APPS_MENU)
    ?.privileges.includes(code);
  return platformAdmin || granted;
}
