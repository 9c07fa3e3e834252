import { createPrefixHandler } from '../platform.js';
import { phoneValidationRoutes } from '../domains/identity/routes.js';

/** /login-validate and /validateCode: the phone check of a sign-in. */
export const handler = createPrefixHandler([...phoneValidationRoutes]);
