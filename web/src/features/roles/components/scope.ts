import { NIL_ID } from '@shared/constants/ids.js';
import { SELECTED_ROLE_KEY } from '@/features/menus/components/selected-role.js';

/** Which roles a role screen manages: the current enterprise's, or the platform's (enterprise NIL_ID). */
export type RoleScope = 'enterprise' | 'platform';

/** The routes of each scope's role screens (spec doc 1 §2). */
export const roleRoutes = {
  enterprise: {
    list: '/console/role-list',
    users: '/console/user-role-config',
    addUsers: '/console/user-role-add',
    privileges: '/console/privilege-role-config',
  },
  platform: {
    list: '/console/platform-role-list',
    users: '/console/platform-user-role-config',
    addUsers: '/console/platform-user-role-add',
    privileges: '/console/platform-privilege-role-config',
  },
} as const;

/** The enterprise whose roles a scope manages (undefined while the session loads). */
export function scopeEnterpriseId(scope: RoleScope, currentEnterpriseId: string | undefined): string | undefined {
  return scope === 'platform' ? NIL_ID : currentEnterpriseId;
}

export interface ChosenRole {
  id: string;
  name: string;
  enterpriseId: string;
}

/** The same key the privilege screens read. */
const storageKey = SELECTED_ROLE_KEY;

/**
 * Remembers the role chosen on the role list for the user and privilege
 * screens (spec doc 1 §2: "after remembering the chosen role's id and name");
 * sessionStorage keeps it across a reload of that screen.
 */
export function rememberRole(role: ChosenRole): void {
  sessionStorage.setItem(storageKey, JSON.stringify(role));
}

/** The role remembered by the role list, if any. */
export function chosenRole(): ChosenRole | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as ChosenRole | null;
    return value && typeof value.id === 'string' && typeof value.name === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
