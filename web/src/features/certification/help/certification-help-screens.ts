import type { HelpScreens } from '@/components/help-topics.js';

/** The certification screens with help, by route path as in `../routes.tsx`: the topic each opens its help panel on. */
export const certificationHelpScreens: HelpScreens = {
  'create-enterprise-details': 'certification/enterprise',
  'edit-enterprise-details': 'certification/enterprise',
  'create-user-certify': 'certification/personal',
  'edit-user-certify': 'certification/personal',
};
