import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

/** The accounts screens share one chunk (pages/accounts-pages.ts). */
const loadPages = () => import('./pages/accounts-pages.js');
const PersonAccountPage = lazy(() => loadPages().then((m) => ({ default: m.PersonAccountPage })));
const EnterpriseAccountPage = lazy(() => loadPages().then((m) => ({ default: m.EnterpriseAccountPage })));
const PaymentConfirmationPage = lazy(() => loadPages().then((m) => ({ default: m.PersonPaymentConfirmationPage })));

/**
 * Accounts and money (the spec names the three screens only; docs/money.md): the own account, the current
 * enterprise's, and top-up requests with the platform administrators' confirmation queue.
 */
export const accountsRoutes: FeatureRoutes = {
  console: [
    { path: 'person-account', element: <PersonAccountPage /> },
    { path: 'enterprise-account', element: <EnterpriseAccountPage /> },
    { path: 'person-payment-confirmation', element: <PaymentConfirmationPage /> },
  ],
};
