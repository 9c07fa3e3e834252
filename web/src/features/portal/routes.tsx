import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const LandingPage = lazy(() => import('./pages/landing/landing-page.js'));
const ExceptionPage = lazy(() => import('./pages/exception/exception-page.js'));
const HomePage = lazy(() => import('./pages/home/home-page.js'));

/**
 * Portal: the landing page, the console home and the exception pages (also every unknown path; an unknown
 * path below /console keeps the console shell).
 */
export const portalRoutes: FeatureRoutes = {
  public: [
    { path: '/', element: <LandingPage /> },
    { path: '/exception/403', element: <ExceptionPage code="403" /> },
    { path: '/exception/404', element: <ExceptionPage code="404" /> },
    { path: '/exception/415', element: <ExceptionPage code="415" /> },
    { path: '/exception/500', element: <ExceptionPage code="500" /> },
    { path: '*', element: <ExceptionPage code="404" /> },
  ],
  console: [
    { path: '', element: <HomePage /> },
    { path: '*', element: <ExceptionPage code="404" inConsole /> },
  ],
};
