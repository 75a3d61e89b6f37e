// The browser's offer to install Stash as an app. Chromium fires `beforeinstallprompt` once the
// app is installable (manifest, icons, service worker); we keep the event instead of letting the
// browser show its own mini-bar, so the app can offer 'Install Stash' where it fits. The event can
// prompt once; after that, or once the app is installed, there is nothing to offer.
import { useSyncExternalStore } from 'react';

/** The part of Chromium's BeforeInstallPromptEvent we use (it is not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;

export function createInstallPrompt(target: Pick<EventTarget, 'addEventListener'>) {
  let offer: InstallPromptEvent | null = null;
  const listeners = new Set<Listener>();
  const set = (next: InstallPromptEvent | null) => {
    offer = next;
    for (const listener of listeners) listener();
  };
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));

  return {
    canInstall: () => offer !== null,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows the browser's install dialog; answers whether the member accepted. */
    async install(): Promise<boolean> {
      const current = offer;
      if (!current) return false;
      set(null);
      await current.prompt();
      return (await current.userChoice).outcome === 'accepted';
    },
  };
}

export type InstallPrompt = ReturnType<typeof createInstallPrompt>;

/** Listening from the first moment the app runs: the event may come before any screen renders. */
export const installPrompt: InstallPrompt | null = typeof window === 'undefined' ? null : createInstallPrompt(window);

export function useCanInstall(prompt: InstallPrompt | null = installPrompt): boolean {
  return useSyncExternalStore(
    (listener) => prompt?.subscribe(listener) ?? (() => undefined),
    () => prompt?.canInstall() ?? false,
  );
}
