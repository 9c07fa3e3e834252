/** The role chosen on a role list, handed to the privilege screens (written by the role list, read here). */
export interface SelectedRole {
  id: string;
  name?: string;
  enterpriseId?: string;
}

/** sessionStorage key agreed with the role list screens. */
export const SELECTED_ROLE_KEY = 'sia.selectedRole';

/**
 * The role to configure: `?roleId=` wins (a shared link), else the role list's
 * choice in sessionStorage; a stored role with another id than the query is ignored.
 */
export function readSelectedRole(search: string): SelectedRole | undefined {
  const roleId = new URLSearchParams(search).get('roleId') ?? undefined;
  let stored: SelectedRole | undefined;
  try {
    const parsed = JSON.parse(sessionStorage.getItem(SELECTED_ROLE_KEY) ?? 'null') as SelectedRole | null;
    stored = parsed && typeof parsed.id === 'string' ? parsed : undefined;
  } catch {
    stored = undefined;
  }
  if (roleId) return stored?.id === roleId ? stored : { id: roleId };
  return stored;
}
