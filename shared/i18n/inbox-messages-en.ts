import type { inboxMessagesCn } from './inbox-messages.js';

/** The user message centre, message detail and the enterprise message centre: English texts, keys checked against the Chinese table. */
export const inboxMessagesEn: Record<keyof typeof inboxMessagesCn, string> = {
  'inbox.title': 'inbox',
};
