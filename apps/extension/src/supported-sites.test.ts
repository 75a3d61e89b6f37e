import { describe, expect, it } from 'vitest';
import { isSupportedSite } from './supported-sites';

describe('isSupportedSite', () => {
  it.each([
    'https://www.instagram.com/p/C8pWz1bNq6E/',
    'https://www.instagram.com/',
    'https://www.tiktok.com/@coffeewithcami/video/7384012256123915563',
    'https://vm.tiktok.com/ZMhvqK3r9/',
    'https://x.com/home',
    'https://mobile.twitter.com/sfbreadhead/status/1857720934198472704',
  ])('offers saving on %s', (address) => {
    expect(isSupportedSite(address)).toBe(true);
  });

  it.each([undefined, '', 'chrome://extensions', 'https://example.com/p/C8pWz1bNq6E/', 'https://notinstagram.com/p/x', 'not a url'])(
    'not on %j',
    (address) => {
      expect(isSupportedSite(address)).toBe(false);
    },
  );
});
