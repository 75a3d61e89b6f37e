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

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
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
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
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
