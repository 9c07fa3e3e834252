import type { HelpScreens } from '@/components/help-topics.js';

/** The equipment screens with help, by route path as in `../routes.tsx`: the topic each opens its help panel on. */
export const equipmentHelpScreens: HelpScreens = {
  'equipment-management-list': 'equipment/gateway-list',
  'equipment-config/:id?': 'equipment/gateway-config',
  'equipment-certify-list': 'equipment/certificate-list',
};
