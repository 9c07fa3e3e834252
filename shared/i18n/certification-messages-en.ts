import type { certificationMessagesCn } from './certification-messages.js';

/** Enterprise and personal certification forms: English texts, keys checked against the Chinese table. */
export const certificationMessagesEn: Record<keyof typeof certificationMessagesCn, string> = {};
