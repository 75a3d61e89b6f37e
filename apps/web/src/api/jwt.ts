import { isRecord } from './is-record';

/**
 * When an access token expires, in ms since the epoch, read from its `exp` claim without checking
 * the signature: the client only uses it to refresh early, the server still verifies every call.
 * Null for anything that is not a JWT with a numeric `exp` (such tokens are never refreshed early).
 */
export function readTokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return isRecord(payload) && typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
