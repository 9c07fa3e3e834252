import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const ShowDatabaseServicePage = lazy(() => import('./pages/show-database-service/show-database-service-page.js'));

/** The database service (doc 2 "Database service"; docs/databases.md): the enterprise's PostgreSQL databases. */
export const databasesRoutes: FeatureRoutes = {
  console: [{ path: 'show-database-service', element: <ShowDatabaseServicePage /> }],
};
