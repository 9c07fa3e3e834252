import type { HelpScreens } from '@/components/help-topics.js';

/** The menus screens with help, by route path as in `../routes.tsx`: the topic each opens its help panel on. */
export const menusHelpScreens: HelpScreens = {
  'privilege-role-config': 'menus/role-privileges',
  'platform-privilege-role-config': 'menus/role-privileges',
};
