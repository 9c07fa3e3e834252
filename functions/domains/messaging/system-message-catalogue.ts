import {
  ACCOUNTS_SYSTEM_MESSAGES,
  ALGORITHMS_SYSTEM_MESSAGES,
  APPLICATIONS_SYSTEM_MESSAGES,
  CERTIFICATION_SYSTEM_MESSAGES,
  DEPLOYMENTS_SYSTEM_MESSAGES,
  EQUIPMENT_SYSTEM_MESSAGES,
  ROLES_SYSTEM_MESSAGES,
  TENANCY_SYSTEM_MESSAGES,
} from './system-message-templates.js';

/**
 * Every system message, by key (`<domain>.<event>`), the parts of `system-message-templates.ts` together. For
 * `tellAdministrators`, which sends any domain's notice, and the catalogue's test: a domain renders from its own part,
 * so a bundle holds the texts of the domains it sends for (the whole catalogue took 11 KB of every function that sends
 * one). In a module of its own because esbuild keeps an object spreading others wherever its module is bundled.
 */
export const SYSTEM_MESSAGE_TEMPLATES = {
  ...CERTIFICATION_SYSTEM_MESSAGES,
  ...ROLES_SYSTEM_MESSAGES,
  ...APPLICATIONS_SYSTEM_MESSAGES,
  ...ALGORITHMS_SYSTEM_MESSAGES,
  ...EQUIPMENT_SYSTEM_MESSAGES,
  ...TENANCY_SYSTEM_MESSAGES,
  ...ACCOUNTS_SYSTEM_MESSAGES,
  ...DEPLOYMENTS_SYSTEM_MESSAGES,
} as const;
