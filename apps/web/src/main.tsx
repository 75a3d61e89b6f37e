import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { session } from './api/session';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { appUpdate } from './app/pwa/app-update';
import { browserOfflineDataDependencies, tieOfflineDataToMember } from './app/pwa/member-offline-data';
import { routes } from './app/routes';
// Imported first thing so it hears the browser's install offer, which can come before any screen renders.
import './lib/install-prompt';
import './styles.css';

// Restore saved tokens and refresh silently; guards show a spinner until this settles.
session.initialise().catch((error: unknown) => console.error('Session start-up failed', error));

// What the device keeps for offline reading belongs to the member signed in, and goes with them.
const offlineData = browserOfflineDataDependencies();
if (offlineData) tieOfflineDataToMember(session, offlineData);

// The service worker (offline shell, new-version prompt) in built apps only: in development it
// would serve stale modules. Its code loads after the page, outside the shell's budget.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    import('./app/pwa/register-service-worker')
      .then(({ registerServiceWorker }) =>
        registerServiceWorker({ container: navigator.serviceWorker, update: appUpdate, reload: () => window.location.reload() }),
      )
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
