import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import LiveRegion from '@cloudscape-design/components/live-region';
import { useI18n } from '@/i18n/i18n-context.js';
import { Loading } from './loading.js';
import { documentTitle, useScreenHeading } from './page-frame.js';
import { NotificationsFlashbar } from './notifications.js';
import { TopBar } from './top-bar.js';

/** The public pages' content, where the page's heading is. */
const contentRoot = () => document.querySelector('main');

/**
 * Layout of the public pages (landing, login, logout, error pages): top bar, flashbar, content. The document title,
 * the focus after a navigation and its announcement come from the page's heading, as in the console.
 */
export function PublicLayout() {
  const { t } = useI18n();
  const heading = useScreenHeading(contentRoot, useLocation().pathname);
  useEffect(() => {
    document.title = documentTitle(heading, t('app.name'));
  }, [heading, t]);
  return (
    <>
      <TopBar />
      <Box padding={{ horizontal: 'l', top: 's' }}>
        <NotificationsFlashbar />
        <LiveRegion hidden>{heading}</LiveRegion>
      </Box>
      <main>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
