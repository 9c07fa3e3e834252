import type { reviewMessagesCn } from './review-messages.js';

/** Auditor review of certifications: English texts, keys checked against the Chinese table. */
export const reviewMessagesEn: Record<keyof typeof reviewMessagesCn, string> = {};
