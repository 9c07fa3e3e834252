import { phoneValidationContracts } from '../../shared/contracts/identity.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of login-validate: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  phoneValidation: routeGroup(phoneValidationContracts, () =>
    import('./route-groups/phoneValidation.js').then((group) => group.routes),
  ),
};

/** /login-validate and /validateCode: the sign-in phone check. */
export const handler = createPrefixHandler(Object.values(routeGroups));
