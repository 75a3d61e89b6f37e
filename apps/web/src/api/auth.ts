// Signing in and the claim flow (spec section 7, auth and claim). These are visitor calls except
// complete-setup: no token is sent, so a 401 means "wrong details", never "session expired".
import {
  completeSetupResponseSchema,
  loginResponseSchema,
  MESSAGES,
  successResponseSchema,
  validateTokenResponseSchema,
  verifyMagicLinkResponseSchema,
  type CompleteSetupRequest,
  type User,
  type ValidateTokenResponse,
  type VerifyMagicLinkResponse,
} from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { ApiError } from './errors';
import { isRecord } from './is-record';
import { parseResponse } from './parse-response';

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  invalidLoginResponse: 'Invalid response format from server',
  sendMagicLinkFailed: 'Failed to send magic link',
  verifyMagicLinkFailed: 'Failed to verify magic link',
  completeSetupFailed: 'Failed to complete account setup',
} as const;

export type SendMagicLinkResponse = { success: boolean; error?: string };

/**
 * Verification and setup answer 200 `{success: false, error}` for a refused step; as their
 * callers need the tokens of a success, a refusal rejects like any other failure.
 */
function throwIfUnsuccessful(body: unknown, fallback: string): void {
  if (isRecord(body) && body.success === false) {
    const message = typeof body.error === 'string' && body.error !== '' ? body.error : fallback;
    throw new ApiError(message, 400, 'VALIDATION_ERROR');
  }
}

export function createAuthApi(client: ApiClient) {
  return {
    /** Signs in with email and password; the session is signed in when this resolves. */
    async login(email: string, password: string): Promise<User> {
      const body = await client.post(
        '/auth/login',
        { email, password },
        {
          access: 'visitor',
          defaultErrorMessage: (status) => (status === 401 ? MESSAGES.invalidCredentials : AUTH_MESSAGES.loginFailed),
        },
      );
      const answer = parseResponse(loginResponseSchema, body, AUTH_MESSAGES.invalidLoginResponse);
      client.signIn({ accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user });
      return answer.user;
    },

    /** Whether an invite (claim token) can still be used; `error` says why not. */
    async validateClaimToken(tokenId: string): Promise<ValidateTokenResponse> {
      const body = await client.post('/claim/validate-token', { token_id: tokenId }, { access: 'visitor' });
      const answer = parseResponse(validateTokenResponseSchema, body);
      return answer.valid || answer.error ? answer : { ...answer, error: MESSAGES.invalidOrExpiredToken };
    },

    /**
     * Mails a sign-in link for the invite to `email`. A refused request (say, an invite meant for
     * another address) resolves with `success: false` and the reason in `error`.
     */
    async sendMagicLink(tokenId: string, email: string): Promise<SendMagicLinkResponse> {
      const body = await client.post(
        '/claim/send-magic-link',
        { token_id: tokenId, email },
        { access: 'visitor', defaultErrorMessage: () => AUTH_MESSAGES.sendMagicLinkFailed },
      );
      const answer = parseResponse(successResponseSchema, body);
      return answer.success || answer.error ? answer : { ...answer, error: AUTH_MESSAGES.sendMagicLinkFailed };
    },

    /** Follows a magic link: signs the member in; `needs_setup` says account setup comes next. */
    async verifyMagicLink(linkId: string): Promise<VerifyMagicLinkResponse> {
      const body = await client.post(
        '/claim/verify-magic-link',
        { link_id: linkId },
        { access: 'visitor', defaultErrorMessage: () => AUTH_MESSAGES.verifyMagicLinkFailed },
      );
      throwIfUnsuccessful(body, AUTH_MESSAGES.verifyMagicLinkFailed);
      const answer = parseResponse(verifyMagicLinkResponseSchema, body);
      client.signIn({ accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user });
      return answer;
    },

    /** Sets name, username and password after a magic link (a member call); signs in anew. */
    async completeSetup(setup: CompleteSetupRequest): Promise<User> {
      const body = await client.post('/claim/complete-setup', setup, {
        defaultErrorMessage: () => AUTH_MESSAGES.completeSetupFailed,
      });
      throwIfUnsuccessful(body, AUTH_MESSAGES.completeSetupFailed);
      const answer = parseResponse(completeSetupResponseSchema, body);
      client.signIn({ accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user });
      return answer.user;
    },
  };
}

const authApi = createAuthApi(apiClient);
export const { login, validateClaimToken, sendMagicLink, verifyMagicLink, completeSetup } = authApi;
