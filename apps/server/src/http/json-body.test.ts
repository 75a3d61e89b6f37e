import { describe, expect, it } from 'vitest';
import { jsonBody, jsonItems } from './json-body';

describe('jsonBody', () => {
  it('splices JSON text, items and scalars into one UTF-8 body', () => {
    const rows = [JSON.stringify({ name: 'Café Ümlaut 🍜' }), JSON.stringify({ name: 'Ramen "Ya"' })];
    const body = jsonBody`{"posts":[${jsonItems(rows)}],"has_more":${false},"next_offset":${null},"total":${2},"note":${JSON.stringify('naïve')}}`;
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(JSON.parse(body.toString('utf8'))).toEqual({
      posts: [{ name: 'Café Ümlaut 🍜' }, { name: 'Ramen "Ya"' }],
      has_more: false,
      next_offset: null,
      total: 2,
      note: 'naïve',
    });
    // Sized by bytes, not characters: multi-byte text is neither cut off nor padded.
    expect(body.length).toBe(Buffer.byteLength(body.toString('utf8')));
  });

  it('writes an empty list as []', () => {
    expect(jsonBody`{"entities":[${jsonItems([])}]}`.toString('utf8')).toBe('{"entities":[]}');
  });
});
