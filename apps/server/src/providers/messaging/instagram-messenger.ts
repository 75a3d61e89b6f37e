// Replies to Instagram direct messages through Meta's Send API (POST /me/messages with the
// account's access token). Without a token the offline messenger only logs who would have been
// answered and with what, so a local server works without Meta.
export interface InstagramMessenger {
  sendText(recipientId: string, text: string): Promise<void>;
}

export interface SendApiConfig {
  /** Up to the version, e.g. https://graph.instagram.com/v21.0. */
  baseUrl: string;
  accessToken: string;
  timeoutMs?: number;
}

export class SendApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export function createSendApiMessenger({ baseUrl, accessToken, timeoutMs = 10_000 }: SendApiConfig): InstagramMessenger {
  return {
    async sendText(recipientId, text) {
      // The token goes in a header, never in the address, so no proxy or log keeps it.
      const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/me/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ recipient: { id: recipientId }, message: { text } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new SendApiError(`the Send API answered ${response.status}: ${detail.slice(0, 200)}`, response.status);
      }
    },
  };
}

export function createLogMessenger(log: { info(obj: object, msg: string): void }): InstagramMessenger {
  return {
    async sendText(recipientId, text) {
      log.info({ recipient: recipientId, text }, 'Instagram reply not sent (no STASH_IG_ACCESS_TOKEN): logged instead');
    },
  };
}
