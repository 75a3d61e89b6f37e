import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { errorDescription } from './tag-toasts';

describe('the description of an error toast', () => {
  it("is the error's own message", () => {
    expect(errorDescription(new ApiError('A tag with this name already exists', 409, 'VALIDATION_ERROR'))).toBe('A tag with this name already exists');
  });

  it.each([new Error(''), new Error('   '), 'a string', null, undefined])("falls back to 'Please try again' for %j", (error) => {
    expect(errorDescription(error)).toBe('Please try again');
  });
});
