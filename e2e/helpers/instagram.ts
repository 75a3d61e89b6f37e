// Saving by Instagram message in the end-to-end server: the app secret it checks deliveries with
// (playwright.config.ts passes it on), and deliveries signed the way Meta signs them.
import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export const E2E_INSTAGRAM = { appSecret: 'e2e-instagram-app-secret', verifyToken: 'e2e-verify-token', handle: 'stash.saves' } as const;

/** A delivery of one text message from `senderId`, in Meta's shape. */
export function textMessageDelivery(senderId: string, text: string) {
  const now = Date.now();
  return {
    object: 'instagram',
    entry: [
      {
        id: '17841400000000001',
        time: now,
        messaging: [{ sender: { id: senderId }, recipient: { id: '17841400000000001' }, timestamp: now, message: { mid: `e2e-${senderId}-${now}-${Math.random().toString(36).slice(2)}`, text } }],
      },
    ],
  };
}

/** Posts the delivery as Meta does: its raw bytes, with their HMAC-SHA256 signature. */
export async function deliverToWebhook(request: APIRequestContext, delivery: unknown): Promise<number> {
  const raw = JSON.stringify(delivery);
  const signature = `sha256=${createHmac('sha256', E2E_INSTAGRAM.appSecret).update(raw).digest('hex')}`;
  const response = await request.post('/api/webhooks/instagram', { headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, data: raw });
  return response.status();
}
