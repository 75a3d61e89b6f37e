// A NUL character in any request text is refused as a validation error (400) instead of failing
// in PostgreSQL as a server error (found by `npm run chaos`'s bad-input part).
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../test-support/members';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from './nul-characters';

describe('findNulCharacter', () => {
  it('names the first field whose text or key holds a NUL, and nothing else', () => {
    expect(findNulCharacter({ name: 'Ana', tags: ['ok', 'b\u0000d'] })).toBe('tags.1');
    expect(findNulCharacter({ outer: { inner: '\u0000' } })).toBe('outer.inner');
    expect(findNulCharacter('a\u0000')).toBe('');
    expect(findNulCharacter({ 'k\u0000': 1 })).toBe('k\\u0000');
    expect(findNulCharacter({ name: 'Ana 🍜', count: 3, empty: null, bytes: Buffer.from([0, 1]) })).toBeUndefined();
  });

  it('walks parsed data only: an upload arrives as its request stream, whose links lead back into the server', () => {
    class RequestStream {
      label = 'a\u0000';
      self = this;
    }
    expect(findNulCharacter(new RequestStream())).toBeUndefined();
    expect(findNulCharacter({ file: new RequestStream() })).toBeUndefined();
    expect(findNulCharacter(Readable.from(['a\u0000']))).toBeUndefined();
  });
});

describe('a NUL character in a request', () => {
  let t: TestApp;
  let ana: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    ana = await createMember(t, { name: 'Ana' });
  });
  afterAll(() => t.close());

  it('in a body field is refused with 400 naming the field, and nothing is changed', async () => {
    const response = await t.call('PUT', '/api/profile', { token: ana.accessToken, body: { name: 'a\u0000b' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: `name: ${NUL_CHARACTER_MESSAGE}`, details: { issues: [{ field: 'name', in: 'body' }] } });
    expect((await t.call('GET', '/api/profile', { token: ana.accessToken })).json().name).toBe('Ana');
  });

  it('in a filter of the feed or a query parameter is refused with 400', async () => {
    const list = await t.call('POST', '/api/posts/list', { token: ana.accessToken, body: { routing_class: 'a\u0000b' } });
    expect(list.statusCode).toBe(400);
    const entities = await t.call('GET', '/api/entities?entity_type=%00', { token: ana.accessToken });
    expect(entities.statusCode).toBe(400);
    expect(entities.json().details.issues[0]).toMatchObject({ field: 'entity_type', in: 'querystring' });
  });

  it('in search text is still cleaned to a space by the search schema, not refused', async () => {
    const response = await t.call('POST', '/api/search/text', { token: ana.accessToken, body: { query: 'ramen\u0000tokyo' } });
    expect(response.statusCode).toBe(200);
  });
});
