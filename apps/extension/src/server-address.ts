// The Stash server the member signs in to: what they typed, read as an http(s) origin.

export const DEFAULT_SERVER_ADDRESS = 'http://localhost:8080';

export const SERVER_ADDRESS_MESSAGE = 'Enter the address of your Stash server, like https://stash.example.com.';

export type ServerAddressResult = { ok: true; origin: string } | { ok: false; message: string };

// A server on this computer is usually plain http; anything else is assumed to be https.
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i;

/** Reads `input` as a server origin ('stash.example.com' -> 'https://stash.example.com'). */
export function parseServerAddress(input: string): ServerAddressResult {
  const text = input.trim();
  if (text === '') return { ok: false, message: SERVER_ADDRESS_MESSAGE };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `${LOCAL_HOST.test(text) ? 'http' : 'https'}://${text}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
      return { ok: false, message: SERVER_ADDRESS_MESSAGE };
    }
    // The API is always at /api on the server's origin, so any path typed after it is dropped.
    return { ok: true, origin: url.origin };
  } catch {
    return { ok: false, message: SERVER_ADDRESS_MESSAGE };
  }
}

/** The host permission that lets the extension call `origin` (Chrome match pattern). */
export function hostPermissionFor(origin: string): string {
  return `${origin}/*`;
}
