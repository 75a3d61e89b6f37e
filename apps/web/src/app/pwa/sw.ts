// The service worker (built to /sw.js by vite-plugin-pwa's injectManifest). It keeps the app shell
// (every built file, listed by the build into self.__WB_MANIFEST) so the app opens offline, answers
// every screen's address with that shell, and keeps stash pictures (media-cache.ts). API answers
// never pass through a cache here: the app keeps the feed pages itself (api/offline-feed-pages.ts).
// A new version installs and waits until the member's Reload (update-prompt.tsx) sends SKIP_WAITING.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { createMediaHandler, isMediaRequest } from './media-cache';
import { SKIP_WAITING_MESSAGE } from './register-service-worker';

// The web app's TypeScript program uses the DOM library; these are the few worker parts used here.
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ServiceWorkerScopeLike {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: ServiceWorkerScopeLike;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Screens are client-side routes: any navigation gets the kept index.html. The API, stored media
// and the API's documentation are the server's own pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/media\//] }));

const handleMedia = createMediaHandler({ caches, fetch: (request) => fetch(request) });
registerRoute(
  ({ request, url }) => isMediaRequest(request, url, self.location.origin),
  ({ request }) => handleMedia(request),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
});

// The first install takes the open pages at once, so their pictures are kept from the first visit.
// A later version waits for SKIP_WAITING above before it activates, so this never swaps a page's
// worker behind the member's back.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
