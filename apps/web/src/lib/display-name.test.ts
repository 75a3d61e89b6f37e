import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './display-name';

describe('display names', () => {
  it('prefers the profile name, then the email', () => {
    expect(displayName('  Ana Souza ', 'ana@example.com')).toBe('Ana Souza');
    expect(displayName(null, 'ana.s@example.com')).toBe('ana.s');
    expect(displayName('', '')).toBe('there');
  });

  it('takes one upper-case letter, whole characters only', () => {
    expect(avatarInitial('ana', 'x@example.com')).toBe('A');
    expect(avatarInitial(null, 'zoe@example.com')).toBe('Z');
    expect(avatarInitial(null, null)).toBe('?');
    expect(avatarInitial('Émile', null)).toBe('É');
  });
});
