import { registerChineseMessages } from './messages.js';

/** Message administration: categories, types, groups and sent messages: Chinese texts (the reference table of this area). */
export const messagingMessagesCn = {
  'messaging.title': 'messaging',
} as const;

registerChineseMessages(messagingMessagesCn);
