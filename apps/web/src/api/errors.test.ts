import { describe, expect, it } from 'vitest';
import { ApiError, codeForStatus, errorFromResponse, invalidResponseError, isAuthRejection } from './errors';

describe('codeForStatus', () => {
  it.each([
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [400, 'VALIDATION_ERROR'],
    [409, 'VALIDATION_ERROR'],
    [500, 'SERVER_ERROR'],
    [503, 'SERVER_ERROR'],
  ] as const)('maps %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('errorFromResponse', () => {
  it('takes message, code and details from the body', () => {
    const error = errorFromResponse(409, { error: 'Taken', code: 'VALIDATION_ERROR', details: ['x'] });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', message: 'Taken', status: 409, code: 'VALIDATION_ERROR', details: ['x'] });
  });

  it('falls back to HTTP {status} and the status code when the body says nothing useful', () => {
    expect(errorFromResponse(502, undefined)).toMatchObject({ message: 'HTTP 502', code: 'SERVER_ERROR', details: undefined });
    expect(errorFromResponse(403, { error: '', code: 'NOPE' })).toMatchObject({ message: 'HTTP 403', code: 'FORBIDDEN' });
    expect(errorFromResponse(404, ['not', 'an', 'object'])).toMatchObject({ message: 'HTTP 404', code: 'NOT_FOUND' });
  });

  it('uses the caller default when the body has no message', () => {
    expect(errorFromResponse(401, {}, () => 'Invalid email or password. Please try again.').message).toBe(
      'Invalid email or password. Please try again.',
    );
  });
});

describe('isAuthRejection', () => {
  it('is true for 401 and 403 only', () => {
    expect(isAuthRejection(new ApiError('x', 401, 'UNAUTHORIZED'))).toBe(true);
    expect(isAuthRejection(new ApiError('x', 403, 'FORBIDDEN'))).toBe(true);
    expect(isAuthRejection(new ApiError('x', 0, 'NETWORK_ERROR'))).toBe(false);
    expect(isAuthRejection(new Error('401'))).toBe(false);
  });
});

describe('invalidResponseError', () => {
  it('reads as a server error with the spec wording by default', () => {
    expect(invalidResponseError()).toMatchObject({ message: 'Invalid response from server', status: 502, code: 'SERVER_ERROR' });
    expect(invalidResponseError('Invalid refresh response').message).toBe('Invalid refresh response');
  });
});
