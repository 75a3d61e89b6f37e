import { describe, expect, it } from 'vitest';
import { profileSchema } from '@stash/shared';
import { parseResponse } from './parse-response';
import { anaProfile } from './testing/fixtures';

const profile = anaProfile;

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
