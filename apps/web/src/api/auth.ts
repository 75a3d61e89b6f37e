// Signing in and the claim flow (spec section 7, auth and claim). These are visitor calls except
// complete-setup: no token is sent, so a 401 means "wrong details", never "session expired".
import {
  endpoints,
  MESSAGES,
  type EndpointBody,
  type EndpointResponse,
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

export type SendMagicLinkResponse = EndpointResponse<typeof endpoints.claimSendMagicLink>;

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
      const answer = await client.call(
        endpoints.authLogin,
        { body: { email, password } },
        {
          defaultErrorMessage: (status) => (status === 401 ? MESSAGES.invalidCredentials : AUTH_MESSAGES.loginFailed),
          invalidResponseMessage: AUTH_MESSAGES.invalidLoginResponse,
        },
      );
      client.signIn({ accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user });
      return answer.user;
    },

    /** Whether an invite (claim token) can still be used; `error` says why not. */
    async validateClaimToken(tokenId: string): Promise<ValidateTokenResponse> {
      const answer = await client.call(endpoints.claimValidateToken, { body: { token_id: tokenId } });
      return answer.valid || answer.error ? answer : { ...answer, error: MESSAGES.invalidOrExpiredToken };
    },

    /**
     * Mails a sign-in link for the invite to `email`. A refused request (say, an invite meant for
     * another address) resolves with `success: false` and the reason in `error`.
     */
    async sendMagicLink(tokenId: string, email: string): Promise<SendMagicLinkResponse> {
      const answer = await client.call(
        endpoints.claimSendMagicLink,
        { body: { token_id: tokenId, email } },
        { defaultErrorMessage: () => AUTH_MESSAGES.sendMagicLinkFailed },
      );
      return answer.success || answer.error ? answer : { ...answer, error: AUTH_MESSAGES.sendMagicLinkFailed };
    },

    /** Follows a magic link: signs the member in; `needs_setup` says account setup comes next. */
    async verifyMagicLink(linkId: string): Promise<VerifyMagicLinkResponse> {
      const body = await client.send(
        endpoints.claimVerifyMagicLink,
        { body: { link_id: linkId } },
        { defaultErrorMessage: () => AUTH_MESSAGES.verifyMagicLinkFailed },
      );
      throwIfUnsuccessful(body, AUTH_MESSAGES.verifyMagicLinkFailed);
      const answer = parseResponse(endpoints.claimVerifyMagicLink.response, body);
      client.signIn({ accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user });
      return answer;
    },

    /** Sets name, username and password after a magic link (a member call); signs in anew. */
    async completeSetup(setup: EndpointBody<typeof endpoints.claimCompleteSetup>): Promise<User> {
      const body = await client.send(endpoints.claimCompleteSetup, { body: setup }, { defaultErrorMessage: () => AUTH_MESSAGES.completeSetupFailed });
      throwIfUnsuccessful(body, AUTH_MESSAGES.completeSetupFailed);
      const answer = parseResponse(endpoints.claimCompleteSetup.response, body);
      client.signIn({ accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user });
      return answer.user;
    },
  };
}

const authApi = createAuthApi(apiClient);
export const { login, validateClaimToken, sendMagicLink, verifyMagicLink, completeSetup } = authApi;
