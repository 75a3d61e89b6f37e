// The app's session: read it with useSession(), start it once with session.initialise().
import { apiClient } from './client';

export type { SessionState } from './session-store';
export type { Session } from './auth-session';

export const session = apiClient.session;
