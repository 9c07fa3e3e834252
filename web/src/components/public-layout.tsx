import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import { Loading } from './loading.js';
import { NotificationsFlashbar } from './notifications.js';
import { TopBar } from './top-bar.js';

/** Layout of the public pages (landing, login, logout, error pages): top bar, flashbar, content. */
export function PublicLayout() {
  return (
    <>
      <TopBar />
      <Box padding={{ horizontal: 'l', top: 's' }}>
        <NotificationsFlashbar />
      </Box>
      <main>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
