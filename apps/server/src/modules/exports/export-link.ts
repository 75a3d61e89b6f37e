// Export download addresses: the request (member, format, filter) and its expiry, signed with
// HMAC-SHA256 so the address itself is the credential the browser presents. The member's token
// version is signed in too, so ending their sessions (or disabling them) also ends their links.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_LINK_TTL_SECONDS, postFilterSchema, type ExportFormat, type PostFilter } from '@stash/shared';

export interface ExportClaims {
  userId: string;
  tokenVersion: number;
  format: ExportFormat;
  filter: PostFilter | undefined;
}

export interface SignedExportLink {
  token: string;
  expiresAt: Date;
}

export interface ExportLinks {
  sign(claims: ExportClaims, now?: Date): SignedExportLink;
  /** The claims of a well-signed, unexpired token; null for any other text. */
  verify(token: string, now?: Date): ExportClaims | null;
}

const payloadSchema = z.object({
  u: z.string(),
  v: z.number().int(),
  f: z.enum(EXPORT_FORMATS),
  q: postFilterSchema.optional(),
  /** Expiry, seconds since the epoch. */
  e: z.number().int(),
});

/** Its own key, derived from the server secret, so an export signature is never valid as anything else. */
function linkKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('stash export links v1').digest();
}

export function createExportLinks(secret: Uint8Array, ttlSeconds = EXPORT_LINK_TTL_SECONDS): ExportLinks {
  const key = linkKey(secret);
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(claims, now = new Date()) {
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      const payload = { u: claims.userId, v: claims.tokenVersion, f: claims.format, ...(claims.filter ? { q: claims.filter } : {}), e: Math.floor(expiresAt.getTime() / 1000) };
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return { token: `${encoded}.${signatureOf(encoded).toString('base64url')}`, expiresAt };
    },
    verify(token, now = new Date()) {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length > 0) return null;
      const expected = signatureOf(encoded);
      const presented = Buffer.from(signature, 'base64url');
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
      let parsed: z.infer<typeof payloadSchema>;
      try {
        parsed = payloadSchema.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
      } catch {
        return null;
      }
      if (parsed.e * 1000 <= now.getTime()) return null;
      return { userId: parsed.u, tokenVersion: parsed.v, format: parsed.f, filter: parsed.q };
    },
  };
}
