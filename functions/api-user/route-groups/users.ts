import {
  contextRoutes,
  enterpriseListRoutes,
  profileRoutes,
  userAdminRoutes,
  userRoutes,
} from '../../domains/identity/routes.js';

/** /api-user's routes of signed-in users: context, profile, users, their administration and the enterprises. */
export const routes = [...contextRoutes, ...profileRoutes, ...userRoutes, ...userAdminRoutes, ...enterpriseListRoutes];
