import type { organisationMessagesCn } from './organisation-messages.js';

/** Departments, positions, work groups and invitations: English texts, keys checked against the Chinese table. */
export const organisationMessagesEn: Record<keyof typeof organisationMessagesCn, string> = {};
