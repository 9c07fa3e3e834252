import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

/** The four screens share one chunk (pages/statistics-pages.ts), as the IoT screens do. */
const loadPages = () => import('./pages/statistics-pages.js');
const CurrentUsersPage = lazy(() => loadPages().then((m) => ({ default: m.CurrentUsersPage })));
const HistoryUsersPage = lazy(() => loadPages().then((m) => ({ default: m.HistoryUsersPage })));
const LoginStatisticsPage = lazy(() => loadPages().then((m) => ({ default: m.LoginStatisticsPage })));
const SmsPage = lazy(() => loadPages().then((m) => ({ default: m.SmsPage })));

/**
 * Sign-ins and the SMS log (the spec names the routes only; docs/statistics.md): who is signed in, the sign-in
 * history, its statistics, and the SMS codes sent.
 */
export const statisticsRoutes: FeatureRoutes = {
  console: [
    { path: 'current-users', element: <CurrentUsersPage /> },
    { path: 'history-users', element: <HistoryUsersPage /> },
    { path: 'login-statistics', element: <LoginStatisticsPage /> },
    { path: 'sms', element: <SmsPage /> },
  ],
};
