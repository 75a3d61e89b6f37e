// The one way out to addresses that members or platform payloads chose: every hop is checked against
// the SSRF guard and connected to the very address that was checked, the whole exchange runs under
// one deadline and the body under one size cap.
import dns from 'node:dns/promises';
import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

/** A current desktop Chrome: some platforms answer other clients with a stripped page or a wall. */
export const DESKTOP_CHROME_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';

const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': DESKTOP_CHROME_USER_AGENT,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.8,*/*;q=0.7',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

/** Headers that identify us to one site and must not travel to another one a redirect names. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_MAX_REDIRECTS = 5;

export type OutboundErrorKind =
  | 'blocked_address' // the host is (or resolves to) an address that is not public unicast
  | 'bad_url' // not http(s), credentials in the URL, or not a URL at all
  | 'timeout'
  | 'too_large'
  | 'content_type' // a 2xx answer of a type the caller did not accept
  | 'too_many_redirects'
  | 'network'; // DNS failure, refused or reset connection, unreadable encoding

/** Messages name at most the origin and path of a URL: queries may carry tokens. */
export class OutboundRequestError extends Error {
  constructor(
    readonly kind: OutboundErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRequestError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  /** Covers the whole exchange: every DNS lookup, hop and body byte. */
  timeoutMs: number;
  /** Cap on the (decompressed) body. */
  maxBytes: number;
  /** `host:port` pairs (lower-case, IPv6 in brackets) let through although not public (tests only). */
  allowHosts?: readonly string[];
  /** Content-type prefixes a 2xx answer must have, e.g. ['text/html'] or ['image/', 'video/']. */
  accept?: readonly string[];
  headers?: Readonly<Record<string, string>>;
  /** Default 5. */
  maxRedirects?: number;
  /** Default true; when false a 3xx is answered to the caller with its `location`. */
  followRedirects?: boolean;
  /** Name resolution; dns.lookup (all addresses) unless a test or a custom resolver stands in. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface SafeFetchResponse {
  /** The URL that gave this answer, after any redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The bare media type, lower-case (`text/html`), or null when the answer names none. */
  contentType: string | null;
  body: Buffer;
  /** Each redirect target followed, in order. */
  redirects: string[];
  /** A 3xx answer's Location as an absolute URL (only seen when redirects are not followed). */
  location: string | null;
}

/** True for an address a public site may have: not loopback, private, link-local, reserved, .... */
export function isPublicUnicastAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() reads an IPv4-mapped IPv6 address (::ffff:127.0.0.1) as the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
}

/** GETs a URL under the SSRF guard; non-2xx statuses are answered, failures throw OutboundRequestError. */
export async function safeFetch(input: string | URL, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new OutboundRequestError('timeout', `no complete answer within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  try {
    return await fetchFollowingRedirects(targetOf(input), options, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchFollowingRedirects(start: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<SafeFetchResponse> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const followRedirects = options.followRedirects ?? true;
  const redirects: string[] = [];
  const visited = new Set([start.href]);
  let headers = headersFor(options.headers);
  let current = start;
  for (;;) {
    const addresses = await checkedAddresses(current, options, signal);
    const response = await requestOnce(current, addresses, headers, signal);
    const location = locationOf(response, current);
    if (location !== null && followRedirects) {
      response.destroy();
      const next = targetOf(location);
      if (visited.has(next.href)) throw new OutboundRequestError('too_many_redirects', `redirect loop at ${describe(next)}`);
      if (redirects.length >= maxRedirects) throw new OutboundRequestError('too_many_redirects', `more than ${maxRedirects} redirects from ${describe(start)}`);
      if (next.origin !== current.origin) headers = withoutCredentials(headers);
      visited.add(next.href);
      redirects.push(next.href);
      current = next;
      continue;
    }
    const status = response.statusCode ?? 0;
    const contentType = mediaTypeOf(response.headers['content-type']);
    if (status >= 200 && status < 300 && options.accept && !options.accept.some((prefix) => contentType?.startsWith(prefix))) {
      response.destroy();
      throw new OutboundRequestError('content_type', `${describe(current)} answered ${contentType ?? 'no content type'}`);
    }
    const body = await readBody(response, current, options.maxBytes, signal);
    return { url: current.href, status, headers: response.headers, contentType, body, redirects, location };
  }
}

function targetOf(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundRequestError('bad_url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRequestError('bad_url', `${url.protocol} is not http or https`);
  if (url.username || url.password) throw new OutboundRequestError('bad_url', `credentials in the URL of ${url.hostname}`);
  url.hash = '';
  return url;
}

/** Origin and path only: a query may hold an access token. */
function describe(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

function hostKeyOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

async function checkedAddresses(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<ResolvedAddress[]> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = options.allowHosts?.includes(hostKeyOf(url)) ?? false;
  const literalFamily = isIP(hostname);
  // A literal address is checked as it stands, before any connection is tried.
  const addresses =
    literalFamily === 4 || literalFamily === 6
      ? [{ address: hostname, family: literalFamily } satisfies ResolvedAddress]
      : await untilAborted(resolveHost(hostname, options.resolve), signal);
  if (addresses.length === 0) throw new OutboundRequestError('network', `${url.hostname} has no address`);
  if (!allowed && !addresses.every((entry) => isPublicUnicastAddress(entry.address))) {
    throw new OutboundRequestError('blocked_address', `${url.hostname} is not a public address`);
  }
  return addresses;
}

async function resolveHost(hostname: string, resolve: SafeFetchOptions['resolve']): Promise<ResolvedAddress[]> {
  try {
    if (resolve) return await resolve(hostname);
    const found = await dns.lookup(hostname, { all: true, verbatim: true });
    return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
  } catch {
    throw new OutboundRequestError('network', `could not resolve ${hostname}`);
  }
}

/** The connection may only go to the addresses that were checked: a second lookup could be rebound. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? addresses.filter((entry) => entry.family === lookupOptions.family) : addresses;
    const first = wanted[0];
    if (!first) {
      callback(Object.assign(new Error('no checked address of the wanted family'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (lookupOptions.all) callback(null, wanted.map((entry) => ({ address: entry.address, family: entry.family })));
    else callback(null, first.address, first.family);
  };
}

function requestOnce(url: URL, addresses: ResolvedAddress[], headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers,
      lookup: pinnedLookup(addresses),
      // A pooled socket could have been opened under other rules; each request dials afresh.
      agent: false,
      signal,
    });
    request.once('response', resolve);
    // Kept for the life of the request: a socket error after the answer arrived must not go unhandled.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) reject(signal.reason);
      else reject(new OutboundRequestError('network', `request to ${describe(url)} failed${error.code ? ` (${error.code})` : ''}`));
    });
    request.end();
  });
}

function locationOf(response: IncomingMessage, base: URL): string | null {
  const location = response.headers.location;
  if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) return null;
  try {
    return new URL(location, base).href;
  } catch {
    throw new OutboundRequestError('bad_url', `${describe(base)} redirected to something that is not a URL`);
  }
}

function mediaTypeOf(header: string | undefined): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

function decoderFor(encoding: string, url: URL): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  // Lenient flushing, as browsers do: a body cut short still gives what arrived.
  switch (encoding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'deflate':
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      throw new OutboundRequestError('network', `${describe(url)} answered in an unknown encoding`);
  }
}

async function readBody(response: IncomingMessage, url: URL, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declaredLength = Number(response.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
    response.destroy();
    throw new OutboundRequestError('too_large', `${describe(url)} declares ${declaredLength} bytes, over the cap of ${maxBytes}`);
  }
  let decoder: ReturnType<typeof decoderFor>;
  try {
    decoder = decoderFor((response.headers['content-encoding'] ?? '').trim().toLowerCase(), url);
  } catch (error) {
    response.destroy();
    throw error;
  }
  const stream: Readable = decoder ? pipeline(response, decoder, () => undefined) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      // Counted after decompression, so a small compressed bomb is stopped too.
      if (size > maxBytes) throw new OutboundRequestError('too_large', `${describe(url)} sent more than the cap of ${maxBytes} bytes`);
      chunks.push(buffer);
    }
  } catch (error) {
    response.destroy();
    decoder?.destroy();
    if (error instanceof OutboundRequestError) throw error;
    if (signal.aborted) throw signal.reason;
    throw new OutboundRequestError('network', `the answer of ${describe(url)} broke off`);
  }
  if (signal.aborted) throw signal.reason;
  return Buffer.concat(chunks);
}

function headersFor(extra: SafeFetchOptions['headers']): Record<string, string> {
  const headers: Record<string, string> = { ...DEFAULT_HEADERS };
  for (const [name, value] of Object.entries(extra ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.includes(name)));
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
