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
const NEEDLE_BYTES = Buffer.from(NEEDLE, 'latin1');
const QUOTE = 0x22;
/** A media key as media-storage makes them, the whole of what stands between the prefix and the closing quote. */
const MEDIA_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const SIGNATURE_LENGTH = 32;
/** Signed addresses remembered at once (a few MB at most). */
const REMEMBERED_MAX = 50_000;
/** Answers whose signed copy is remembered (a few MB of pages at most). */
const RECENT_ANSWERS = 16;

export function createMediaUrlSigner({ secret, ttlSeconds, now = Date.now }: { secret: Uint8Array; ttlSeconds: number; now?: () => number }): MediaUrlSigner {
  const stepSeconds = Math.max(1, Math.min(3_600, Math.floor(ttlSeconds / 4)));
  const signatureOf = (key: string, exp: string) => createHmac('sha256', secret).update(`media\n${key}\n${exp}`).digest('base64url').slice(0, SIGNATURE_LENGTH);

  // Every address signed in one step of time ends the same: each is signed once per step and
  // remembered (a page of whole posts holds a hundred addresses, answered many times a second).
  let rememberedExp = '';
  const remembered = new Map<string, { text: string; bytes: Buffer }>();

  function currentExp(): string {
    const nowSeconds = Math.floor(now() / 1000);
    return String(nowSeconds - (nowSeconds % stepSeconds) + ttlSeconds);
  }

  function signed(key: string): { text: string; bytes: Buffer } {
    const exp = currentExp();
    if (exp !== rememberedExp || remembered.size >= REMEMBERED_MAX) {
      remembered.clear();
      rememberedExp = exp;
    }
    const known = remembered.get(key);
    if (known) return known;
    const text = `${MEDIA_URL_PREFIX}${key}?exp=${exp}&sig=${signatureOf(key, exp)}`;
    const made = { text, bytes: Buffer.from(text, 'latin1') };
    remembered.set(key, made);
    return made;
  }

  const signedPath = (key: string): string => signed(key).text;

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

  // A kept answer (http/stash-answers.ts) is the same buffer each time it is sent: the signed copies
  // of the last few answers are remembered for the step of time, so a page answered many times a
  // second is scanned once per step. They are found by identity in a short list: a WeakMap or Map
  // keyed by the buffer would give every answer an identity hash, which made answers made afresh
  // a third slower to send.
  const recentAnswers: { body: Buffer; exp: string; signed: Buffer }[] = [];
  let nextRecent = 0;

  function signBuffer(body: Buffer): Buffer {
    const exp = currentExp();
    for (const recent of recentAnswers) if (recent.body === body && recent.exp === exp) return recent.signed;
    const made = signAddressesIn(body);
    recentAnswers[nextRecent] = { body, exp, signed: made };
    nextRecent = (nextRecent + 1) % RECENT_ANSWERS;
    return made;
  }

  /**
   * A buffer is signed as bytes, never turned into one string: a feed page is some 130 KB, and a
   * string that size (and its copy after a replace) costs the server more than the whole answer
   * (see json-body.ts). The bytes between addresses are copied once, into the signed answer.
   */
  function signAddressesIn(body: Buffer): Buffer {
    let at = body.indexOf(NEEDLE_BYTES);
    if (at === -1) return body;
    const parts: Buffer[] = [];
    let from = 0;
    while (at !== -1) {
      const keyStart = at + NEEDLE_BYTES.length;
      const end = body.indexOf(QUOTE, keyStart);
      if (end === -1) break;
      const key = body.toString('latin1', keyStart, end);
      if (MEDIA_KEY.test(key)) {
        parts.push(body.subarray(from, keyStart - MEDIA_URL_PREFIX.length), signed(key).bytes);
        from = end;
      }
      at = body.indexOf(NEEDLE_BYTES, end);
    }
    if (parts.length === 0) return body;
    parts.push(body.subarray(from));
    return Buffer.concat(parts);
  }

  function signJson<Body extends string | Buffer>(body: Body): Body {
    if (typeof body !== 'string') return signBuffer(body) as Body;
    if (!body.includes(NEEDLE)) return body;
    return body.replace(MEDIA_STRING, (_match, key: string) => `"${signedPath(key)}"`) as Body;
  }

  return { signedPath, verify, signJson };
}
