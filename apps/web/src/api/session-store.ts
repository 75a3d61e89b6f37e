// Who is signed in, as an external store React reads with useSyncExternalStore.
import type { User } from '@stash/shared';

export type SessionState = { status: 'loading' | 'signed_in' | 'signed_out'; user: User | null };

export interface SessionStore {
  /** The same object until the state changes, as useSyncExternalStore requires. */
  getState(): SessionState;
  setState(next: SessionState): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      if (next.status === state.status && next.user === state.user) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
