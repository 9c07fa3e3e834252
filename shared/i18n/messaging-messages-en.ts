import type { messagingMessagesCn } from './messaging-messages.js';

/** Message administration: categories, types, groups and sent messages: English texts, keys checked against the Chinese table. */
export const messagingMessagesEn: Record<keyof typeof messagingMessagesCn, string> = {
  'messaging.title': 'messaging',
};
