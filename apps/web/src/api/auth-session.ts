// The member's session over time: restore on start, sign in, refresh, sign out, and the forced
// sign-outs of spec section 4 (refused refresh, 403, tokens gone on window focus).
import { endpoints, endpointUrl } from '@stash/shared';
import type { CredentialStore, Credentials } from './credentials';
import { isAuthRejection } from './errors';
import { createSessionStore, type SessionState } from './session-store';
import type { TokenRefresher } from './token-refresher';
import type { Transport } from './transport';

export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Restores the saved member and refreshes silently; the status stays 'loading' until done. */
  initialise(): Promise<void>;
  /** Tells the server (best effort), forgets the tokens, and goes to '/' (a page load). */
  signOut(): Promise<void>;
}

export interface AuthSession {
  session: Session;
  signIn(credentials: Credentials): void;
  /** A refreshed access token; a refused refresh ends the session before the error is rethrown. */
  refresh(): Promise<string>;
  /** Ends the session locally and goes to '/' (only once, however many calls fail together). */
  endSession(): void;
}

export interface AuthSessionOptions {
  send: Transport;
  credentials: CredentialStore;
  refresher: TokenRefresher;
  navigate: (path: string) => void;
  /** Calls `listener` whenever the window regains focus. */
  watchFocus: (listener: () => void) => void;
}

const SIGNED_OUT: SessionState = { status: 'signed_out', user: null };

export function createAuthSession(options: AuthSessionOptions): AuthSession {
  const { send, credentials, refresher, navigate } = options;
  const store = createSessionStore({ status: 'loading', user: null });
  let initialising: Promise<void> | null = null;

  const hasTokens = () => credentials.accessToken() !== null && credentials.refreshToken() !== null;

  function forget() {
    credentials.clear();
    store.setState(SIGNED_OUT);
  }

  function endSession() {
    const wasSignedOut = store.getState().status === 'signed_out';
    forget();
    if (!wasSignedOut) navigate('/');
  }

  async function restore() {
    const user = credentials.user();
    if (!hasTokens() || !user || !credentials.isCurrentVersion()) {
      forget();
      return;
    }
    try {
      const fresh = await refresher.refresh();
      store.setState({ status: 'signed_in', user: fresh.user });
    } catch (error) {
      // Refused: signed out, without navigating, so a visitor reading a public page stays there.
      // Anything else (offline, server down): keep the session, the next call tries again.
      if (isAuthRejection(error)) forget();
      else store.setState({ status: 'signed_in', user });
    }
  }

  function onFocus() {
    // Another tab signed out (or storage was wiped) while this one was in the background.
    if (store.getState().status === 'signed_in' && !hasTokens()) endSession();
  }

  const session: Session = {
    getState: store.getState,
    subscribe: store.subscribe,
    initialise() {
      // Once per page: React's strict mode runs start-up effects twice.
      if (!initialising) {
        options.watchFocus(onFocus);
        initialising = restore();
      }
      return initialising;
    },
    async signOut() {
      const refreshToken = credentials.refreshToken();
      forget();
      if (refreshToken) {
        // Best effort: the member is signed out here whatever the server answers.
        await send({ method: endpoints.authLogout.method, path: endpointUrl(endpoints.authLogout), body: { refresh_token: refreshToken } }).catch(() => undefined);
      }
      navigate('/');
    },
  };

  return {
    session,
    signIn(fresh) {
      credentials.save(fresh);
      store.setState({ status: 'signed_in', user: fresh.user });
    },
    async refresh() {
      try {
        const fresh = await refresher.refresh();
        if (store.getState().status === 'signed_in') store.setState({ status: 'signed_in', user: fresh.user });
        return fresh.accessToken;
      } catch (error) {
        if (isAuthRejection(error)) endSession();
        throw error;
      }
    },
    endSession,
  };
}
