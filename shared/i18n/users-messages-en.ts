import type { usersMessagesCn } from './users-messages.js';

/** User data, lists and deregistration: English texts, keys checked against the Chinese table. */
export const usersMessagesEn: Record<keyof typeof usersMessagesCn, string> = {};
