import {
  currentUserRoutes,
  signInHistoryRoutes,
  signInSessionRoutes,
  smsLogRoutes,
} from '../../domains/statistics/routes.js';

/** api-statistics' one group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...signInSessionRoutes, ...currentUserRoutes, ...signInHistoryRoutes, ...smsLogRoutes];
