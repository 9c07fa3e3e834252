import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const HelpHomePage = lazy(() => import('./pages/help-home/help-home-page.js'));
const HelpFilterPage = lazy(() => import('./pages/help-filter/help-filter-page.js'));
const HelpDetailsPage = lazy(() => import('./pages/help-details/help-details-page.js'));
const FeedbackPage = lazy(() => import('./pages/feedback/feedback-page.js'));
const HelpManagementPage = lazy(() => import('./pages/help-management/help-management-page.js'));
const FeedbackManagementPage = lazy(() => import('./pages/feedback-management/feedback-management-page.js'));

/**
 * The help centre (docs/help.md): its public home, search results and articles, the feedback card (at both of the
 * spec's addresses), and the platform administrators' editing of articles and reading of feedback.
 */
export const helpRoutes: FeatureRoutes = {
  public: [
    { path: '/common/help-home', element: <HelpHomePage /> },
    { path: '/common/help-filter', element: <HelpFilterPage /> },
    { path: '/common/help-details', element: <HelpDetailsPage /> },
    { path: '/common/help-details/:id', element: <HelpDetailsPage /> },
    { path: '/common/feedback', element: <FeedbackPage /> },
    { path: '/feedback', element: <FeedbackPage /> },
  ],
  console: [
    { path: 'help-management', element: <HelpManagementPage /> },
    { path: 'feedback-management', element: <FeedbackManagementPage /> },
  ],
};
