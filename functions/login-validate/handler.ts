import { createHttpHandler } from '../lib/http/http-handler.js';
import { phoneValidationRoutes } from '../domains/identity/routes.js';

/** /login-validate and /validateCode: the phone check of a sign-in. */
export const handler = createHttpHandler([...phoneValidationRoutes]);
