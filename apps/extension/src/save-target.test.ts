import { describe, expect, it } from 'vitest';
import { addressToSave } from './save-target';

describe('addressToSave', () => {
  const page = 'https://www.instagram.com/';
  const post = 'https://www.instagram.com/p/C8pWz1bNq6E/';

  it('saves the link that was right-clicked (a post in a feed or grid)', () => {
    expect(addressToSave({ pageUrl: page, linkUrl: post })).toBe(post);
  });

  it('saves the page anywhere else on it (a post open on its own page)', () => {
    expect(addressToSave({ pageUrl: post })).toBe(post);
  });

  it('is empty when the click names no address, which the save then refuses', () => {
    expect(addressToSave({})).toBe('');
  });
});
