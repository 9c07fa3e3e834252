import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';
import { MARKET_LIST_PATH, MARKET_PORTAL_PATH, MARKET_VIEW_PATH } from './components/market-paths.js';

const PortalPage = lazy(() => import('./pages/application-market-portal/application-market-portal-page.js'));
const ListPage = lazy(() => import('./pages/application-market-list/application-market-list-page.js'));
const ViewPage = lazy(() => import('./pages/application-market-view/application-market-view-page.js'));

/** The public application market (docs/market.md): the portal, the list and an application's view, signed in or not. */
export const marketRoutes: FeatureRoutes = {
  public: [
    { path: MARKET_PORTAL_PATH, element: <PortalPage /> },
    { path: MARKET_LIST_PATH, element: <ListPage /> },
    { path: MARKET_VIEW_PATH, element: <ViewPage /> },
  ],
};
