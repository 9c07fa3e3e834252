import { lazy } from 'react';
import { CONTENT_KINDS, LIST_KIND_NAMES, LIST_KINDS } from '@shared/constants/content-rules.js';
import type { FeatureRoute, FeatureRoutes } from '@/routing/feature-routes.js';
import { contentScreenPaths } from './components/content-screens.js';

const LandingPage = lazy(() => import('./pages/landing/landing-page.js'));
const ExceptionPage = lazy(() => import('./pages/exception/exception-page.js'));
const HomePage = lazy(() => import('./pages/home/home-page.js'));
const ContentListPage = lazy(() => import('./pages/content-list/content-list-page.js'));
const ContentDetailPage = lazy(() => import('./pages/content-detail/content-detail-page.js'));
const ContentPage = lazy(() => import('./pages/content-page/content-page.js'));
const ApplicationIframePage = lazy(() => import('./pages/application-iframe/application-iframe-page.js'));
const ContentManagementPage = lazy(() => import('./pages/content-management/content-management-page.js'));
const PortalConfigurationPage = lazy(() => import('./pages/portal-configuration/portal-configuration-page.js'));
const BigdataShowPage = lazy(() => import('./pages/bigdata-show/bigdata-show-page.js'));
const AliasPage = lazy(() => import('./pages/alias/alias-page.js'));

/** The list kinds (a list at their address, each item at `<list>/:slug`) and the single pages. */
const listKinds = LIST_KIND_NAMES;
const pageKinds = CONTENT_KINDS.filter((kind) => !LIST_KINDS.has(kind));

/** The spec's second addresses of screens that have their own (the top-level algorithm screens lead into the console). */
const aliases: readonly (readonly [from: string, to: string])[] = [
  ['/common/registerPrivate', '/common/register-private'],
  ['/common/about', contentScreenPaths.about],
  ...[
    'algorithm-category',
    'algorithm-list',
    'algorithm-add',
    'algorithm-edit',
    'algorithm-view',
    'algorithm-management',
    'verify-algorithm-list',
    'verify-algorithm-detail',
  ].map((screen) => [`/${screen}`, `/console/${screen}`] as const),
];

const contentRoutes: FeatureRoute[] = [
  ...listKinds.flatMap((kind) => [
    { path: contentScreenPaths[kind], element: <ContentListPage kind={kind} /> },
    { path: `${contentScreenPaths[kind]}/:slug`, element: <ContentDetailPage kind={kind} /> },
  ]),
  // The spec names both `solution` and `solutions`: one list.
  { path: '/common/solution', element: <ContentListPage kind="solution" /> },
  ...pageKinds.map((kind) => ({ path: contentScreenPaths[kind], element: <ContentPage kind={kind} /> })),
  { path: '/common/application-iframe', element: <ApplicationIframePage /> },
  { path: '/common/bigdata-show', element: <BigdataShowPage /> },
  ...aliases.map(([from, to]) => ({ path: from, element: <AliasPage to={to} /> })),
];

/**
 * Portal: the landing page (also an enterprise's under its tenant domain, `/:domain`), the managed content pages
 * (docs/portal.md), the console home, the content and portal management screens and the exception pages (also
 * every unknown path; an unknown path below /console keeps the console shell).
 */
export const portalRoutes: FeatureRoutes = {
  public: [
    { path: '/', element: <LandingPage /> },
    { path: '/:domain', element: <LandingPage /> },
    ...contentRoutes,
    { path: '/exception/403', element: <ExceptionPage code="403" /> },
    { path: '/exception/404', element: <ExceptionPage code="404" /> },
    { path: '/exception/415', element: <ExceptionPage code="415" /> },
    { path: '/exception/500', element: <ExceptionPage code="500" /> },
    { path: '*', element: <ExceptionPage code="404" /> },
  ],
  console: [
    { path: '', element: <HomePage /> },
    { path: 'content-management', element: <ContentManagementPage /> },
    { path: 'portal-configuration', element: <PortalConfigurationPage /> },
    { path: '*', element: <ExceptionPage code="404" inConsole /> },
  ],
};
