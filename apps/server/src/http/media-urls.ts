// Stored media is served only at signed, short-lived addresses: /media/<key>?exp=<unix s>&sig=<hmac>.
// Post documents are kept as stored JSON text with plain '/media/<key>' addresses (built by the
// database's triggers), so every JSON answer is signed on its way out: each string value that is
// exactly a media address gets its signature. Expiry times are rounded to a step (a quarter of the
// lifetime, at most an hour), so an address stays the same for a while and the browser's copy of
// the picture is reused across answers.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_URL_PREFIX, assertSafeMediaKey } from '../providers/storage/media-storage';

export interface MediaUrlSigner {
  /** The signed address of a stored file. */
  signedPath(key: string): string;
  /** Whether `exp` and `sig` (the query of an address) were made by `signedPath(key)` and have not expired. */
  verify(key: string, exp: unknown, sig: unknown): boolean;
  /** JSON text with every media address in it signed; the same object back when there is none. */
  signJson<Body extends string | Buffer>(body: Body): Body;
}

/** A JSON string value that is a media address: '"/media/<key>"' (keys as media-storage makes them). */
const MEDIA_STRING = /"\/media\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})"/g;
const NEEDLE = `"${MEDIA_URL_PREFIX}`;
const SIGNATURE_LENGTH = 32;

export function createMediaUrlSigner({ secret, ttlSeconds, now = Date.now }: { secret: Uint8Array; ttlSeconds: number; now?: () => number }): MediaUrlSigner {
  const stepSeconds = Math.max(1, Math.min(3_600, Math.floor(ttlSeconds / 4)));
  const signatureOf = (key: string, exp: string) => createHmac('sha256', secret).update(`media\n${key}\n${exp}`).digest('base64url').slice(0, SIGNATURE_LENGTH);

  function signedPath(key: string): string {
    const nowSeconds = Math.floor(now() / 1000);
    const exp = String(nowSeconds - (nowSeconds % stepSeconds) + ttlSeconds);
    return `${MEDIA_URL_PREFIX}${key}?exp=${exp}&sig=${signatureOf(key, exp)}`;
  }

  function verify(key: string, exp: unknown, sig: unknown): boolean {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp) || sig.length !== SIGNATURE_LENGTH) return false;
    try {
      assertSafeMediaKey(key);
    } catch {
      return false;
    }
    if (Number(exp) * 1000 <= now()) return false;
    return timingSafeEqual(Buffer.from(sig), Buffer.from(signatureOf(key, exp)));
  }

  function signJson<Body extends string | Buffer>(body: Body): Body {
    if (body.indexOf(NEEDLE) === -1) return body;
    // latin1 reads and writes every byte as it is, so the UTF-8 around the ASCII addresses is untouched.
    const text = typeof body === 'string' ? body : body.toString('latin1');
    const signed = text.replace(MEDIA_STRING, (_match, key: string) => `"${signedPath(key)}"`);
    return (typeof body === 'string' ? signed : Buffer.from(signed, 'latin1')) as Body;
  }

  return { signedPath, verify, signJson };
}
