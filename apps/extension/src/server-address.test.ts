import { describe, expect, it } from 'vitest';
import { hostPermissionFor, parseServerAddress, SERVER_ADDRESS_MESSAGE } from './server-address';

describe('parseServerAddress', () => {
  it.each([
    ['http://localhost:8080', 'http://localhost:8080'],
    [' http://localhost:8080/ ', 'http://localhost:8080'],
    ['localhost:8080', 'http://localhost:8080'],
    ['127.0.0.1:18091', 'http://127.0.0.1:18091'],
    ['stash.example.com', 'https://stash.example.com'],
    ['https://stash.example.com/profile', 'https://stash.example.com'],
  ])('reads %j as %s', (input, origin) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, origin });
  });

  it.each(['', '   ', 'ftp://stash.example.com', 'https://user:secret@stash.example.com', 'http://'])('refuses %j', (input) => {
    expect(parseServerAddress(input)).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGE });
  });
});

describe('hostPermissionFor', () => {
  it('is a match pattern for every path on the origin', () => {
    expect(hostPermissionFor('https://stash.example.com')).toBe('https://stash.example.com/*');
  });
});
