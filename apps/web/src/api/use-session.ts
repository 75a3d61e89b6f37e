import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { SessionState } from './session-store';

/** The current session; re-renders on sign-in, sign-out and user changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState);
}
