// A new version of the app waiting to take over: the service worker registration offers it here,
// the update prompt shows it, and the member's Reload applies it. Its own tiny module, so the shell
// carries the prompt without the registration code, which loads after the page has.
import { useSyncExternalStore } from 'react';

export interface AppUpdate {
  /** True while a new version waits for the member's go-ahead. */
  isWaiting(): boolean;
  subscribe(listener: () => void): () => void;
  /** Called by the registration when a new version has installed; `apply` switches to it and reloads. */
  offer(apply: () => void): void;
  /** The member chose Reload. */
  apply(): void;
  /** The member chose Later: the prompt goes until the next new version. */
  dismiss(): void;
}

export function createAppUpdate(): AppUpdate {
  let applyWaiting: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: (() => void) | null) => {
    applyWaiting = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    isWaiting: () => applyWaiting !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    offer: (apply) => set(apply),
    apply() {
      const apply = applyWaiting;
      set(null);
      apply?.();
    },
    dismiss: () => set(null),
  };
}

export const appUpdate = createAppUpdate();

export function useAppUpdateWaiting(update: AppUpdate = appUpdate): boolean {
  return useSyncExternalStore(update.subscribe, update.isWaiting, () => false);
}
