// Builds unsigned JWTs for tests; the client never checks signatures.
function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token whose `exp` is `expiresAtMs` (rounded down to whole seconds, as JWTs carry). */
export function makeJwt(expiresAtMs: number, claims: Record<string, unknown> = {}): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-1', ...claims, exp: Math.floor(expiresAtMs / 1000) })}.signature`;
}
