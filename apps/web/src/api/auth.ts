// Signing in and the claim flow (spec section 7, auth and claim). These are visitor calls except
// complete-setup: no token is sent, so a 401 means "wrong details", never "session expired".
import { endpoints, MESSAGES, type EndpointBody, type EndpointResponse, type User } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  invalidLoginResponse: 'Invalid response format from server',
  sendMagicLinkFailed: 'Failed to send magic link',
  verifyMagicLinkFailed: 'Failed to verify magic link',
  completeSetupFailed: 'Failed to complete account setup',
} as const;

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

    /**
     * Mails a sign-in link to a member's address. The server answers the same for any address, so
     * this resolves whether or not the address has an account.
     */
    async sendSignInLink(email: string): Promise<void> {
      await client.call(endpoints.authMagicLink, { body: { email } }, { defaultErrorMessage: () => AUTH_MESSAGES.sendMagicLinkFailed });
    },

    /** Whether an invite (claim token) can still be used; `error` says why not. */
    async validateClaimToken(tokenId: string): Promise<EndpointResponse<typeof endpoints.claimValidateToken>> {
      const answer = await client.call(endpoints.claimValidateToken, { body: { token_id: tokenId } });
      return answer.valid || answer.error ? answer : { ...answer, error: MESSAGES.invalidOrExpiredToken };
    },

    /**
     * Mails a sign-in link for the invite to `email`. A refused request (say, an invite meant for
     * another address) resolves with `success: false` and the reason in `error`.
     */
    async sendMagicLink(tokenId: string, email: string): Promise<EndpointResponse<typeof endpoints.claimSendMagicLink>> {
      const answer = await client.call(
        endpoints.claimSendMagicLink,
        { body: { token_id: tokenId, email } },
        { defaultErrorMessage: () => AUTH_MESSAGES.sendMagicLinkFailed },
      );
      return answer.success || answer.error ? answer : { ...answer, error: AUTH_MESSAGES.sendMagicLinkFailed };
    },

    /** Follows a magic link: signs the member in; `needs_setup` says account setup comes next. */
    async verifyMagicLink(linkId: string): Promise<EndpointResponse<typeof endpoints.claimVerifyMagicLink>> {
      const answer = await client.call(
        endpoints.claimVerifyMagicLink,
        { body: { link_id: linkId } },
        { defaultErrorMessage: () => AUTH_MESSAGES.verifyMagicLinkFailed, refusedMessage: AUTH_MESSAGES.verifyMagicLinkFailed },
      );
      client.signIn({ accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user });
      return answer;
    },

    /** Sets name, username and password after a magic link (a member call); signs in anew. */
    async completeSetup(setup: EndpointBody<typeof endpoints.claimCompleteSetup>): Promise<User> {
      const answer = await client.call(endpoints.claimCompleteSetup, { body: setup }, {
        defaultErrorMessage: () => AUTH_MESSAGES.completeSetupFailed,
        refusedMessage: AUTH_MESSAGES.completeSetupFailed,
      });
      client.signIn({ accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user });
      return answer.user;
    },
  };
}

const authApi = createAuthApi(apiClient);
export const { login, sendSignInLink, validateClaimToken, sendMagicLink, verifyMagicLink, completeSetup } = authApi;
