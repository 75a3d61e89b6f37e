import { describe, expect, it, vi } from 'vitest';
import { bookmarkletHref, shareAddress } from './bookmarklet';

const ORIGIN = 'https://stash.example.com';
const POST = 'https://www.instagram.com/p/C8pWz1bNq6E/?igsh=MWQ1ZGUxMzBkMQ==&img_index=1';

/** Runs the bookmark's script as a browser would on a page at `pageAddress`. */
function runBookmarklet(href: string, pageAddress: string, openedWindow: object | null) {
  expect(href.startsWith('javascript:')).toBe(true);
  const script = decodeURIComponent(href.slice('javascript:'.length));
  const browserWindow = { open: vi.fn(() => openedWindow) };
  const pageLocation = { href: pageAddress, assign: vi.fn() };
  const result: unknown = new Function('window', 'location', `return ${script}`)(browserWindow, pageLocation);
  return { browserWindow, pageLocation, result };
}

describe('shareAddress', () => {
  it("is this Stash's save screen with the page's address and where it came from", () => {
    expect(shareAddress(ORIGIN, POST)).toBe(`${ORIGIN}/share?url=${encodeURIComponent(POST)}&via=bookmarklet`);
    const url = new URL(shareAddress(ORIGIN, POST));
    expect(url.searchParams.get('url')).toBe(POST);
    expect(url.searchParams.get('via')).toBe('bookmarklet');
  });
});

describe('bookmarkletHref', () => {
  it('opens the save screen for the page it is clicked on, in a small window', () => {
    const { browserWindow, pageLocation, result } = runBookmarklet(bookmarkletHref(ORIGIN), POST, {});
    expect(browserWindow.open).toHaveBeenCalledWith(shareAddress(ORIGIN, POST), 'stash-save', expect.stringContaining('popup'));
    expect(pageLocation.assign).not.toHaveBeenCalled();
    // Nothing comes back, so the browser leaves the page as it is.
    expect(result).toBeUndefined();
  });

  it('goes there in the same tab when the window is blocked', () => {
    const { pageLocation } = runBookmarklet(bookmarkletHref(ORIGIN), POST, null);
    expect(pageLocation.assign).toHaveBeenCalledWith(shareAddress(ORIGIN, POST));
  });

  it('has no spaces, quotes of the page or stray percent signs for the browser to mangle', () => {
    const href = bookmarkletHref('http://localhost:8080');
    expect(href).not.toMatch(/\s/);
    expect(decodeURIComponent(href)).toContain('"http://localhost:8080/share?url="');
  });
});
