import { registerChineseMessages } from './messages.js';

/** The user message centre, message detail and the enterprise message centre: Chinese texts (the reference table of this area). */
export const inboxMessagesCn = {
  'inbox.title': 'inbox',
} as const;

registerChineseMessages(inboxMessagesCn);
