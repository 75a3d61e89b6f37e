// Registers the service worker (app/pwa/sw.ts, built to /sw.js) and watches for new versions.
// A new version installs in the background and waits (registerType 'prompt'); the member is offered
// it, and only their Reload tells it to take over, so a screen is never swapped mid-task.
import type { AppUpdate } from './app-update';

export const SERVICE_WORKER_URL = '/sw.js';
/** The message sw.ts answers by taking over at once. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
/** A tab left open for days still hears of new versions. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

type Container = Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;

interface Options {
  container: Container;
  update: AppUpdate;
  /** Reloads the page once the new version controls it. */
  reload: () => void;
  /** Runs `check` now and then; a timer in the browser. */
  every?: (intervalMs: number, check: () => void) => void;
}

export async function registerServiceWorker({ container, update, reload, every = (ms, check) => void setInterval(check, ms) }: Options): Promise<ServiceWorkerRegistration> {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  let applying = false;

  const offerWaiting = () => {
    const waiting = registration.waiting;
    // No controller yet means this is the first install: nothing older to replace, nothing to offer.
    if (!waiting || !container.controller) return;
    update.offer(() => {
      applying = true;
      waiting.postMessage(SKIP_WAITING_MESSAGE);
    });
  };

  offerWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
  // The first install also changes the controller (the worker claims open pages); only a change the
  // member asked for reloads.
  container.addEventListener('controllerchange', () => {
    if (!applying) return;
    applying = false;
    reload();
  });
  every(UPDATE_CHECK_INTERVAL_MS, () => void registration.update().catch(() => undefined));
  return registration;
}
