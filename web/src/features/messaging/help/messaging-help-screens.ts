import type { HelpScreens } from '@/components/help-topics.js';

/** The messaging screens with help, by route path as in `../routes.tsx`: the topic each opens its help panel on. */
export const messagingHelpScreens: HelpScreens = {
  'message-sent': 'messaging/send',
  'message-sent-enterprise': 'messaging/send',
};
