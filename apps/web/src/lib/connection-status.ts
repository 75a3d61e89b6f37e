// Whether the app can reach Stash: the browser's own offline flag, or a call that just failed for
// want of a network while the browser still claims to be online (captive portals, a server that is
// down). The offline banner reads it; the feed reports what its calls found.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

export interface ConnectionStatus {
  isOffline(): boolean;
  subscribe(listener: Listener): () => void;
  /** A call failed without reaching the server. */
  reportUnreachable(): void;
  /** A call was answered: whatever went before, the server is there. */
  reportReachable(): void;
}

interface BrowserSignals {
  isOnline(): boolean;
  /** Calls `listener` on the browser's online and offline events. */
  watch(listener: Listener): void;
}

export function createConnectionStatus(browser: BrowserSignals): ConnectionStatus {
  const listeners = new Set<Listener>();
  let unreachable = false;
  let offline = !browser.isOnline();
  const update = () => {
    const next = !browser.isOnline() || unreachable;
    if (next === offline) return;
    offline = next;
    for (const listener of [...listeners]) listener();
  };
  browser.watch(() => {
    // Back online: give the server the benefit of the doubt until a call says otherwise.
    if (browser.isOnline()) unreachable = false;
    update();
  });
  return {
    isOffline: () => offline,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reportUnreachable() {
      unreachable = true;
      update();
    },
    reportReachable() {
      unreachable = false;
      update();
    },
  };
}

function browserSignals(): BrowserSignals {
  const hasWindow = typeof window !== 'undefined';
  return {
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    watch(listener) {
      if (!hasWindow) return;
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
    },
  };
}

export const connectionStatus = createConnectionStatus(browserSignals());

export function useIsOffline(status: ConnectionStatus = connectionStatus): boolean {
  return useSyncExternalStore(status.subscribe, status.isOffline, () => false);
}
