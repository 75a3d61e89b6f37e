// Spec section 8's rules for tag and entity calls, which the two share: authentication failures
// worded their own way, and list calls the screens treat as extras answering empty on failure.
import { MESSAGES, type EndpointDefinition, type EndpointRequest, type EndpointResponse } from '@stash/shared';
import type { ApiClient } from './api-client';
import { ApiError, isAuthRejection } from './errors';

export const AUTH_FAILURE_MESSAGES = {
  noValidToken: 'No valid authentication token',
  unauthorized: MESSAGES.unauthorizedTokenExpired,
} as const;

export type FailureLog = (message: string, error: unknown) => void;

// Such lists answer empty on failure, so the console is the only place a failure shows.
export const consoleLog: FailureLog = (message, error) => console.error(message, error);

/**
 * The wording of an authentication failure: the client refuses before the call when no token is
 * stored, and the server answers 401 when the token (even after one refresh) is refused.
 */
function withAuthWording(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 401) return error;
  const message = error.message === MESSAGES.noAuthToken ? AUTH_FAILURE_MESSAGES.noValidToken : AUTH_FAILURE_MESSAGES.unauthorized;
  return new ApiError(message, 401, error.code, error.details);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** `client.call` with authentication failures worded the tag and entity calls' way. */
export function createWordedCall(client: ApiClient) {
  return async function wordedCall<Endpoint extends EndpointDefinition>(
    endpoint: Endpoint,
    request: EndpointRequest<Endpoint>,
  ): Promise<EndpointResponse<Endpoint>> {
    try {
      return await client.call(endpoint, request);
    } catch (error) {
      throw withAuthWording(error);
    }
  };
}

/**
 * What `load` answers, or `empty` (logged) when it fails. Signed-out failures still throw: an
 * empty list would read as 'nothing there' to a member whose session has ended.
 */
export async function orEmptyOnFailure<T>(log: FailureLog, what: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isAuthRejection(error)) throw error;
    log(`Failed to load ${what}`, error);
    return empty;
  }
}
