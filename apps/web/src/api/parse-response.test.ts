import { describe, expect, it } from 'vitest';
import { profileSchema } from '@stash/shared';
import { parseResponse } from './parse-response';

const profile = {
  name: 'Ana',
  email: 'ana@example.com',
  stash_username: 'ana',
  avatar_url: null,
  instagram_handle: null,
  total_stashes: 3,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('parseResponse', () => {
  it('returns a body that fits the schema', () => {
    expect(parseResponse(profileSchema, profile)).toEqual(profile);
  });

  it('rejects a body that does not, with the given wording', () => {
    expect(() => parseResponse(profileSchema, { name: 'Ana' })).toThrow('Invalid response from server');
    expect(() => parseResponse(profileSchema, null, 'Invalid response format from server')).toThrow(
      'Invalid response format from server',
    );
  });
});
