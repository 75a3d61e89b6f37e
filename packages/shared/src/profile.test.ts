import { describe, expect, it } from 'vitest';
import { updateProfileRequestSchema, usernameFormatProblem } from './profile';
import { loginRequestSchema } from './auth';

describe('usernameFormatProblem', () => {
  it.each(['ana', 'ana.eats', 'a_b.c9', 'x'.repeat(30), 'ANA.Eats'])('accepts %s', (name) => {
    expect(usernameFormatProblem(name)).toBeNull();
  });

  it.each([
    ['ab', 'Username must be 3 to 30 characters.'],
    ['x'.repeat(31), 'Username must be 3 to 30 characters.'],
    ['ana eats', 'Username can only use letters, numbers, underscores and dots.'],
    ['ana-eats', 'Username can only use letters, numbers, underscores and dots.'],
    ['.ana', 'Username cannot start or end with a dot.'],
    ['ana.', 'Username cannot start or end with a dot.'],
    ['Admin', 'This username is reserved.'],
    ['stash', 'This username is reserved.'],
    ['login', 'This username is reserved.'],
  ])('refuses %s', (name, reason) => {
    expect(usernameFormatProblem(name)).toBe(reason);
  });
});

describe('request schemas', () => {
  it('normalises a login email and keeps the password as typed', () => {
    expect(loginRequestSchema.parse({ email: '  Ana@Example.COM ', password: ' pass ' })).toEqual({ email: 'ana@example.com', password: ' pass ' });
  });

  it('strips the @ of an Instagram handle and refuses unknown fields', () => {
    expect(updateProfileRequestSchema.parse({ instagram_handle: '@ana.eats' })).toEqual({ instagram_handle: 'ana.eats' });
    expect(updateProfileRequestSchema.safeParse({ is_admin: true }).success).toBe(false);
  });
});
