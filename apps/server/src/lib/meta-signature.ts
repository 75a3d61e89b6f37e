// Meta signs every webhook delivery: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>`.
// The check runs over the bytes exactly as they arrived (parsing and re-serialising would change
// them) and compares in constant time, so the answer's timing tells nothing about the right value.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signMetaPayload(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function hasValidMetaSignature(rawBody: Buffer, header: string | string[] | undefined, appSecret: string): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signMetaPayload(rawBody, appSecret).toLowerCase());
  const given = Buffer.from(header.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
