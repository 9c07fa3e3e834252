import type { HelpScreens } from '@/components/help-topics.js';

/** The roles screens with help, by route path as in `../routes.tsx`: the topic each opens its help panel on. */
export const rolesHelpScreens: HelpScreens = {
  'role-list': 'roles/role-list',
  'platform-role-list': 'roles/role-list',
};
