import { describe, expect, it } from 'vitest';
import { linksIn, pickSharedLink, readShareParams, readShareVariant } from './shared-link';

const REEL = 'https://www.instagram.com/reel/C4mLq8vXy2T/?igsh=MXc4ZnRnNWhyMDJ1dA==';
const TIKTOK = 'https://www.tiktok.com/@wanderwithyuki/video/7398265104482716959';
const X_POST = 'https://x.com/someone/status/1790000000000000000';

const share = (parts: Partial<{ title: string; text: string; url: string }>) => ({ title: '', text: '', url: '', ...parts });

describe('reading a share', () => {
  it('reads title, text and url from the share address, empty when missing', () => {
    expect(readShareParams(new URLSearchParams('text=Look+at+this&url='))).toEqual({ title: '', text: 'Look at this', url: '' });
  });

  it('tells a bookmarklet save from a share-target one', () => {
    expect(readShareVariant(new URLSearchParams('url=x&via=bookmarklet'))).toBe('bookmarklet');
    expect(readShareVariant(new URLSearchParams('text=x'))).toBe('share_target');
    expect(readShareVariant(new URLSearchParams('text=x&via=extension'))).toBe('share_target');
  });

  it('finds links with and without a scheme, without the punctuation a caption glues on', () => {
    expect(linksIn(`Look at this ${REEL}. And (${TIKTOK})!`)).toEqual([REEL, TIKTOK]);
    expect(linksIn('saved from instagram.com/p/C8pWz1bNq6E, so good')).toEqual(['instagram.com/p/C8pWz1bNq6E']);
    expect(linksIn('no links here')).toEqual([]);
  });
});

describe('picking the shared link', () => {
  it('takes the url field when it holds a post link', () => {
    expect(pickSharedLink(share({ url: TIKTOK, text: REEL }))).toEqual({ link: TIKTOK, saveable: true, shared: true });
  });

  it("takes the link out of the text, as Android apps send it", () => {
    expect(pickSharedLink(share({ title: 'Vodka rigatoni', text: `Look at this ${REEL}` }))).toEqual({ link: REEL, saveable: true, shared: true });
  });

  it('falls back to the title', () => {
    expect(pickSharedLink(share({ title: `New post ${X_POST}` }))).toMatchObject({ link: X_POST, saveable: true });
  });

  it('skips links Stash cannot save for the first one it can', () => {
    const text = `via https://example.com/article and https://www.instagram.com/ana.eats/ then ${TIKTOK}`;
    expect(pickSharedLink(share({ url: 'https://example.com/page', text }))).toMatchObject({ link: TIKTOK, saveable: true });
  });

  it('fills in the first link anyway when none can be saved, so the member sees what came', () => {
    expect(pickSharedLink(share({ text: 'read https://example.com/article' }))).toEqual({ link: 'https://example.com/article', saveable: false, shared: true });
    expect(pickSharedLink(share({ text: 'just words' }))).toEqual({ link: '', saveable: false, shared: true });
  });

  it('tells an empty share apart', () => {
    expect(pickSharedLink(share({}))).toEqual({ link: '', saveable: false, shared: false });
  });
});
