import '@cloudscape-design/global-styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAmplify, currentAccessToken } from './auth/amplify.js';
import { App } from './app.js';
import { configureHttpClient } from './api/http-client.js';
import { loadRuntimeConfig } from './config.js';
import { preloadFirstView, preloadFirstViewData, removeLandingFrame } from './routing/first-view.js';
import { startFirstSessionLoad } from './session/first-load.js';

const root = createRoot(document.getElementById('root') as HTMLElement);

/**
 * The built page loads its stylesheets as `media="print"` (web/vite.config.ts), so the shell of index.html paints
 * without waiting for them; this waits until each has loaded (or failed) and applies them, before the console
 * renders, so it never shows unstyled. In development Vite injects styles itself and there is nothing to wait for.
 */
async function applyDeferredStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')];
  await Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.sheet) return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  for (const link of links) link.media = 'all';
}

async function start(): Promise<void> {
  preloadFirstView(window.location.pathname);
  const [config] = await Promise.all([loadRuntimeConfig(), applyDeferredStyles()]);
  configureAmplify(config);
  configureHttpClient({ baseUrl: config.apiBaseUrl, getAccessToken: currentAccessToken });
  startFirstSessionLoad((userId, enterpriseId) => preloadFirstViewData(window.location.pathname, userId, enterpriseId));
  // The session re-check period may be shortened only in dev builds or on the local stack (e2e tests).
  const allowCheckOverride = import.meta.env.DEV || config.stage === 'local';
  root.render(
    <StrictMode>
      <App allowCheckOverride={allowCheckOverride} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('Console start failed', error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.padding = '2rem';
  message.textContent = `控制台启动失败 / The console could not start: ${(error as Error).message}`;
  document.getElementById('root')?.replaceChildren(message);
  removeLandingFrame();
});
