// The failures a fetcher can end in, with the wording the stash card shows the member, and how
// outbound errors and platform statuses map onto them.
import type { Platform } from '@stash/shared';
import type { OutboundRequestError } from '../../lib/safe-fetch';
import { FetchFailure } from './fetched-post';

export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = { instagram: 'Instagram', tiktok: 'TikTok', x: 'X' };

export const FETCH_FAILURE_MESSAGES = {
  notFound: 'This post is no longer available: it was deleted or made private.',
  loginWall: 'Instagram asked us to sign in. We will try again shortly.',
  unavailable: (platform: Platform) => `${PLATFORM_NAMES[platform]} is not answering right now. We will try again shortly.`,
  blocked: 'This link points somewhere Stash cannot open.',
  invalidResponse: 'We could not read this post.',
  tooLarge: 'This post is too large for Stash to read.',
} as const;

// `detail` goes to logs only; it must never carry a URL query (tokens live there).
export const notFound = (detail?: string) => new FetchFailure('not_found', FETCH_FAILURE_MESSAGES.notFound, detail);
export const loginWall = (detail?: string) => new FetchFailure('login_wall', FETCH_FAILURE_MESSAGES.loginWall, detail);
export const unavailable = (platform: Platform, detail?: string) => new FetchFailure('unavailable', FETCH_FAILURE_MESSAGES.unavailable(platform), detail);
export const blocked = (detail?: string) => new FetchFailure('blocked', FETCH_FAILURE_MESSAGES.blocked, detail);
export const invalidResponse = (detail?: string) => new FetchFailure('invalid_response', FETCH_FAILURE_MESSAGES.invalidResponse, detail);
export const tooLarge = (detail?: string) => new FetchFailure('too_large', FETCH_FAILURE_MESSAGES.tooLarge, detail);

export function failureOfOutboundError(platform: Platform, error: OutboundRequestError): FetchFailure {
  switch (error.kind) {
    case 'timeout':
    case 'network':
      return unavailable(platform, error.message);
    case 'blocked_address':
    case 'bad_url':
      return blocked(error.message);
    case 'too_large':
      return tooLarge(error.message);
    case 'content_type':
    case 'too_many_redirects':
      return invalidResponse(error.message);
  }
}

/** A non-2xx answer: gone, busy, or something we cannot read. */
export function failureOfStatus(platform: Platform, status: number, what: string): FetchFailure {
  const detail = `${what} answered ${status}`;
  if (status === 404 || status === 410) return notFound(detail);
  if (status === 408 || status === 429 || status >= 500) return unavailable(platform, detail);
  return invalidResponse(detail);
}

/**
 * Of the failures of several sources for one post, the one that best tells what happened: a source
 * that may answer later beats a verdict, and "gone" beats "unreadable".
 */
export function mostTellingFailure(failures: readonly FetchFailure[]): FetchFailure {
  const rank = (failure: FetchFailure) => (failure.retryable ? 0 : failure.kind === 'not_found' ? 1 : 2);
  const sorted = [...failures].sort((a, b) => rank(a) - rank(b));
  const first = sorted[0];
  if (!first) throw new Error('mostTellingFailure needs at least one failure');
  return first;
}
