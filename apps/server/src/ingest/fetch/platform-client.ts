// The fetchers' one door to the network: safeFetch under the configured limits, with its errors
// turned into FetchFailures the member can read.
import type { Platform } from '@stash/shared';
import type { IngestConfig } from '../../config';
import { OutboundRequestError, safeFetch } from '../../lib/safe-fetch';
import type { SafeFetchResponse } from '../../lib/safe-fetch';
import { failureOfOutboundError, invalidResponse } from './fetch-failures';

export interface PlatformRequest {
  /** Content-type prefixes a 2xx answer must have. */
  accept: readonly string[];
  followRedirects?: boolean;
  headers?: Readonly<Record<string, string>>;
}

export interface PlatformClient {
  /** Answers non-2xx statuses as they are; throws FetchFailure when no answer could be read. */
  get(platform: Platform, url: string, request: PlatformRequest): Promise<SafeFetchResponse>;
}

export const HTML_TYPES = ['text/html', 'application/xhtml+xml'] as const;
export const JSON_TYPES = ['application/json', 'text/json', 'text/javascript'] as const;

export function createPlatformClient(limits: IngestConfig['fetch']): PlatformClient {
  return {
    async get(platform, url, request) {
      try {
        return await safeFetch(url, {
          timeoutMs: limits.timeoutMs,
          maxBytes: limits.maxBytes,
          allowHosts: limits.allowHosts,
          accept: request.accept,
          // JSON endpoints get a JSON Accept; pages keep the browser's, which walls are tuned to.
          headers: request.accept.includes('application/json') ? { accept: 'application/json, text/javascript, */*;q=0.1', ...request.headers } : request.headers,
          followRedirects: request.followRedirects,
        });
      } catch (error) {
        if (error instanceof OutboundRequestError) throw failureOfOutboundError(platform, error);
        throw error;
      }
    },
  };
}

/** A JSON body as an unknown value, for a schema to read. */
export function jsonOf(response: SafeFetchResponse, what: string): unknown {
  try {
    return JSON.parse(response.body.toString('utf8')) as unknown;
  } catch {
    throw invalidResponse(`${what} is not JSON`);
  }
}
