import { registerChineseMessages } from './messages.js';

/** Privilege applications, enterprise authorisations and function roles: Chinese texts (the reference table of this area). */
export const grantsMessagesCn = {
  'grants.title': 'grants',
} as const;

registerChineseMessages(grantsMessagesCn);
