import { describe, expect, it } from 'vitest';
import { storedJson } from '../lib/stored-json';
import { jsonBody } from './json-body';

describe('jsonBody', () => {
  it('writes stored documents as they are and everything else as JSON, in one UTF-8 body', () => {
    const rows = [JSON.stringify({ name: 'Café Ümlaut 🍜' }), JSON.stringify({ name: 'Ramen "Ya"' })].map((text) => storedJson<{ name: string }>(text));
    const body = jsonBody<{ posts: { name: string }[]; has_more: boolean; next_offset: number | null; total: number; note: string; left_out?: string }>({
      posts: rows,
      has_more: false,
      next_offset: null,
      total: 2,
      note: 'naïve',
      left_out: undefined,
    });
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.toString('utf8')).toBe(
      '{"posts":[{"name":"Café Ümlaut 🍜"},{"name":"Ramen \\"Ya\\""}],"has_more":false,"next_offset":null,"total":2,"note":"naïve"}',
    );
    // Sized by bytes, not characters: multi-byte text is neither cut off nor padded.
    expect(body.length).toBe(Buffer.byteLength(body.toString('utf8')));
  });

  it('writes empty lists and records, and a stored document standing for the whole answer', () => {
    expect(jsonBody<{ entities: unknown[]; posts: Record<string, unknown> }>({ entities: [], posts: {} }).toString('utf8')).toBe('{"entities":[],"posts":{}}');
    expect(jsonBody(storedJson<{ id: string }>('{"id":"a"}')).toString('utf8')).toBe('{"id":"a"}');
  });
});
