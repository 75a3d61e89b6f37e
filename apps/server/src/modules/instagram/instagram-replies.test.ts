import { describe, expect, it } from 'vitest';
import { failedReply, joinReply, savedReply } from './instagram-replies';

describe('replies by message', () => {
  it('names what was found and where, else the title, shortened', () => {
    expect(savedReply({ title: 'x', entities: [{ name: 'Taquería El Faro', city: 'Brooklyn' }], link: 'http://s/stash/1' })).toBe('Saved to your stash: Taquería El Faro, Brooklyn\nhttp://s/stash/1');
    expect(savedReply({ title: 'x', entities: [{ name: 'A', city: null }, { name: 'B', city: 'C' }], link: 'l' })).toBe('Saved to your stash: A and 1 more\nl');
    expect(savedReply({ title: 'y'.repeat(100), entities: [], link: 'l' })).toBe(`Saved to your stash: ${'y'.repeat(79)}…\nl`);
    expect(savedReply({ title: null, entities: [], link: 'l' })).toBe('Saved to your stash: your post\nl');
  });

  it('says why a post failed, and tells strangers how to join', () => {
    expect(failedReply('The post is private.')).toBe('Sorry, that post could not be saved to your stash: The post is private.');
    expect(joinReply('https://stash.example')).toContain('https://stash.example/get-started');
  });
});
