import { lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { prefetchDeferredComponents } from './components/deferred.js';
import { ErrorBoundary } from './components/error-boundary.js';
import { ExpiredSessionModal } from './components/expired-session-modal.js';
import { NotificationsProvider } from './components/notifications.js';
import { PublicLayout } from './components/public-layout.js';
import { I18nProvider } from './i18n/i18n-context.js';
import { SessionProvider } from './session/session-context.js';
import { features } from './routing/features.js';

const ConsoleLayout = lazy(() => import('./components/console-layout.js').then((m) => ({ default: m.ConsoleLayout })));

/**
 * The route table, combined from the features' route lists. Only built screens
 * are routed: an unknown path below /console gets the console's own 404 (in the
 * shell, leading to the console home), any other the public 404.
 * Declarative routes keep the data router (loaders, actions, fetchers) out of the bundle.
 */
function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {features.flatMap((feature) =>
          (feature.public ?? []).map(({ path, element }) => <Route key={path} path={path} element={element} />),
        )}
      </Route>
      <Route path="/console" element={<ConsoleLayout />}>
        {features.flatMap((feature) =>
          (feature.console ?? []).map(({ path, element }) =>
            path === '' ? (
              <Route key={path} index element={element} />
            ) : (
              <Route key={path} path={path} element={element} />
            ),
          ),
        )}
      </Route>
    </Routes>
  );
}

/**
 * The console application: locale, router, then session, notifications and
 * the expired-session modal around the routes.
 */
export function App({ allowCheckOverride }: { allowCheckOverride: boolean }) {
  useEffect(prefetchDeferredComponents, []);
  return (
    <I18nProvider>
      <BrowserRouter>
        <ErrorBoundary>
          <SessionProvider allowCheckOverride={allowCheckOverride}>
            <NotificationsProvider>
              <AppRoutes />
              <ExpiredSessionModal />
            </NotificationsProvider>
          </SessionProvider>
        </ErrorBoundary>
      </BrowserRouter>
    </I18nProvider>
  );
}
