import type { accountMessagesCn } from './account-messages.js';

/** Account recovery, phone sign-in and private registration (/common/*): English texts, keys checked against the Chinese table. */
export const accountMessagesEn: Record<keyof typeof accountMessagesCn, string> = {};
