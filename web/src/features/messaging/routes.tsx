import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const MessageCenterPage = lazy(() => import('./pages/message-center/message-center-page.js'));
const MessageCenterEnterprisePage = lazy(
  () => import('./pages/message-center-enterprise/message-center-enterprise-page.js'),
);
const MessageDetailPage = lazy(() => import('./pages/message-detail/message-detail-page.js'));
const MessageCategoryPage = lazy(() => import('./pages/message-category/message-category-page.js'));
const MessageCategoryEnterprisePage = lazy(
  () => import('./pages/message-category-enterprise/message-category-enterprise-page.js'),
);
const MessageTypePage = lazy(() => import('./pages/message-type/message-type-page.js'));
const MessageTypeEnterprisePage = lazy(() => import('./pages/message-type-enterprise/message-type-enterprise-page.js'));
const MessageGroupPage = lazy(() => import('./pages/message-group/message-group-page.js'));
const MessageGroupEnterprisePage = lazy(
  () => import('./pages/message-group-enterprise/message-group-enterprise-page.js'),
);
const MessageSentPage = lazy(() => import('./pages/message-sent/message-sent-page.js'));
const MessageSentEnterprisePage = lazy(() => import('./pages/message-sent-enterprise/message-sent-enterprise-page.js'));

/** Messaging: the message centres and detail, and the catalogue screens (categories, types, groups, sent). */
export const messagingRoutes: FeatureRoutes = {
  console: [
    { path: 'message-center', element: <MessageCenterPage /> },
    { path: 'message-detail', element: <MessageDetailPage />, selectedOn: 'message-center' },
    { path: 'message-center-enterprise', element: <MessageCenterEnterprisePage /> },
    { path: 'message-category', element: <MessageCategoryPage /> },
    { path: 'message-category-enterprise', element: <MessageCategoryEnterprisePage /> },
    { path: 'message-type', element: <MessageTypePage /> },
    { path: 'message-type-enterprise', element: <MessageTypeEnterprisePage /> },
    { path: 'message-group', element: <MessageGroupPage /> },
    { path: 'message-group-enterprise', element: <MessageGroupEnterprisePage /> },
    { path: 'message-sent', element: <MessageSentPage /> },
    { path: 'message-sent-enterprise', element: <MessageSentEnterprisePage /> },
  ],
};
