import type { grantsMessagesCn } from './grants-messages.js';

/** Privilege applications, enterprise authorisations and function roles: English texts, keys checked against the Chinese table. */
export const grantsMessagesEn: Record<keyof typeof grantsMessagesCn, string> = {
  'grants.title': 'grants',
};
