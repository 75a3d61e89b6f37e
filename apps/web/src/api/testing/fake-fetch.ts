// A stand-in for window.fetch that records every call and answers from per-route handlers.
import type { FetchFunction } from '../transport';

export interface RecordedCall {
  url: string;
  method: string;
  /** Header names lower-cased, as the Headers API reports them. */
  headers: Record<string, string>;
  /** A JSON body decoded; any other body (an upload's Blob) as it was sent. */
  body: unknown;
  signal: AbortSignal | undefined;
}

/** Keyed by 'METHOD /full/path' (query string included). */
export type Routes = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A response that never comes, failing the way fetch does when its signal aborts. */
export function hangUntilAborted(call: RecordedCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

export function createFakeFetch(routes: Routes) {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined),
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url}`];
    // An unplanned call answers 501 so a test sees it instead of a silent network error.
    return handler ? handler(call) : json(501, { error: `No fake route for ${call.method} ${url}` });
  };
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.url}` === route);
  return { fetch, calls, callsTo };
}
