import {
  enterpriseCertificationRoutes,
  reviewRoutes,
  userCertificationRoutes,
} from '../../domains/certification/routes.js';

/** /api-user's certification routes: enterprise and personal certification and their reviews. */
export const routes = [...enterpriseCertificationRoutes, ...userCertificationRoutes, ...reviewRoutes];
