// Short-lived access tokens: HS256-signed JWTs carrying the member id and their token version, so
// raising the version in the database revokes every access token issued before.
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { newSecret } from '../../lib/secure-tokens';

const ISSUER = 'stash';
const AUDIENCE = 'stash-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for a tampered, expired or foreign one. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Tokens already verified, kept so a member's next calls skip the signature check (a tenth of a busy call's CPU). */
const VERIFIED_TOKENS_KEPT = 1000;

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
  // A token's text fixes its claims and expiry, so a verified one stays valid until it expires;
  // revocation does not depend on this (callers compare the token version with the database).
  // Map order is insertion order: the first key is the oldest.
  const verified = new Map<string, AccessClaims & { expiresAtMs: number }>();

  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return { userId: known.userId, tokenVersion: known.tokenVersion };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
        const claims = { userId: payload.sub, tokenVersion: payload.ver };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** The configured secret, or one generated on first start and kept (readable by the owner only) in the data dir. */
export function loadSigningSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) {
    if (configured.length < 32) throw new Error('STASH_JWT_SECRET must be at least 32 characters.');
    return new TextEncoder().encode(configured);
  }
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' creates it only if absent, so two processes starting at once keep the same key.
    fs.writeFileSync(file, newSecret(48), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
