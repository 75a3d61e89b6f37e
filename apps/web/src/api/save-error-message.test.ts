import { describe, expect, it } from 'vitest';
import { ApiError, invalidResponseError } from './errors';
import { saveErrorMessage } from './save-error-message';

const FALLBACK = 'Unable to save link right now.';

describe('saveErrorMessage', () => {
  it("uses the server's own words", () => {
    expect(saveErrorMessage(new ApiError('That post is private.', 422, 'VALIDATION_ERROR'))).toBe('That post is private.');
    expect(saveErrorMessage(new ApiError('Rate limit exceeded. Please try again later.', 429, 'RATE_LIMITED'))).toBe(
      'Rate limit exceeded. Please try again later.',
    );
  });

  it.each([
    ['a network failure', new ApiError('Network error', 0, 'NETWORK_ERROR')],
    ['a timeout', new ApiError('Request timeout', 0, 'NETWORK_ERROR')],
    ['a status without a message', new ApiError('HTTP 503', 503, 'SERVER_ERROR')],
    ['an unreadable success body', invalidResponseError()],
    ['an empty message', new ApiError('', 500, 'SERVER_ERROR')],
    ['something that is not an ApiError', new TypeError('boom')],
  ])('falls back for %s', (_case, error) => {
    expect(saveErrorMessage(error)).toBe(FALLBACK);
  });
});
