import {
  ACCOUNTS_MESSAGES,
  ALGORITHMS_MESSAGES,
  APPLICATIONS_MESSAGES,
  CERTIFICATION_MESSAGES,
  DEPLOYMENTS_MESSAGES,
  EQUIPMENT_MESSAGES,
  ROLES_MESSAGES,
  TENANCY_MESSAGES,
} from './system-message-templates.js';

/**
 * Every system message, by key (`<domain>.<event>`), the parts of `system-message-templates.ts` together. For
 * `tellAdministrators`, which sends any domain's notice, and the catalogue's test: a domain renders from its own part,
 * so a bundle holds the texts of the domains it sends for (the whole catalogue took 11 KB of every function that sends
 * one). In a module of its own because esbuild keeps an object spreading others wherever its module is bundled.
 */
export const SYSTEM_MESSAGE_TEMPLATES = {
  ...CERTIFICATION_MESSAGES,
  ...ROLES_MESSAGES,
  ...APPLICATIONS_MESSAGES,
  ...ALGORITHMS_MESSAGES,
  ...EQUIPMENT_MESSAGES,
  ...TENANCY_MESSAGES,
  ...ACCOUNTS_MESSAGES,
  ...DEPLOYMENTS_MESSAGES,
} as const;
