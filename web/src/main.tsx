import '@cloudscape-design/global-styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAmplify } from './auth/amplify.js';
import { App } from './app.js';
import { configureHttpClient } from './api/http-client.js';
import { loadRuntimeConfig } from './config.js';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  configureAmplify(config);
  configureHttpClient({ baseUrl: config.apiBaseUrl });
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
});
