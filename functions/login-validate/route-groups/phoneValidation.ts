import { phoneValidationRoutes } from '../../domains/identity/routes.js';

/** login-validate's phoneValidation group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...phoneValidationRoutes];
