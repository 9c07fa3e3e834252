import type { HelpScreens } from '@/components/help-topics.js';

/** The IoT screens with help, by route path as in `../routes.tsx`: the topic each opens its help panel on. */
export const iotHelpScreens: HelpScreens = {
  'iot/data-push': 'iot/data-push',
};
