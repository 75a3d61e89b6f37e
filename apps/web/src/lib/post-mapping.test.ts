import { describe, expect, it } from 'vitest';
import { makePost } from '../api/testing/posts';
import { mediaTypeOf, toStashItem } from './post-mapping';

describe('toStashItem', () => {
  it('maps an organised post to the stash the screens show', () => {
    const post = makePost({ id: 'p1', hashtags: ['brunch'], tags: [{ id: 't1', name: 'Date night', color: '#ef4444' }] });
    expect(toStashItem(post)).toMatchObject({
      id: 'p1',
      title: 'Post p1',
      description: 'A caption',
      platform: 'instagram',
      category: 'food',
      status: 'organised',
      mediaType: 'image',
      imageUrl: '/media/p1-0.jpg',
      sourceUrl: 'https://www.instagram.com/p/p1/',
      hashtags: ['brunch'],
      tags: [{ id: 't1', name: 'Date night', color: '#ef4444' }],
    });
  });

  it('falls back to sender and time when the id is missing', () => {
    const post = makePost({ id: '', sender_id: 's-9', created_at: '2026-05-01T12:00:00.000Z' });
    expect(toStashItem(post).id).toBe('s-9-2026-05-01T12:00:00.000Z');
  });

  it.each([
    [{ title: 'Own title', caption: 'cap', full_text: 'full' }, 'Own title'],
    [{ title: '  ', caption: 'cap', full_text: 'full' }, 'cap'],
    [{ title: null, caption: null, full_text: 'full' }, 'full'],
    [{ title: null, caption: '', full_text: null }, 'Untitled'],
  ])('titles %j as %j', (fields, title) => {
    expect(toStashItem(makePost(fields)).title).toBe(title);
  });

  it("describes with the member's description, else the caption, else the full text", () => {
    expect(toStashItem(makePost({ description: 'Mine', caption: 'cap' })).description).toBe('Mine');
    expect(toStashItem(makePost({ description: null, caption: 'cap' })).description).toBe('cap');
    expect(toStashItem(makePost({ description: null, caption: null, full_text: 'full' })).description).toBe('full');
    expect(toStashItem(makePost({ description: null, caption: null, full_text: null })).description).toBe('');
  });

  it("names the platform from activity_type, else 'unknown'", () => {
    expect(toStashItem(makePost({ activity_type: 'tiktok' })).platform).toBe('tiktok');
    expect(toStashItem(makePost({ activity_type: '' })).platform).toBe('unknown');
  });

  it('takes the image from cdn_url, then media_url, then url', () => {
    const item = (cdn: string | null, mediaUrl: string | null) =>
      toStashItem(makePost({ media_url: mediaUrl, media: [{ cdn_url: cdn, original_instagram_url: null, url: 'https://cdn.example/a.jpg', type: 'image' }] }));
    expect(item('/media/a.jpg', '/media/cover.jpg').imageUrl).toBe('/media/a.jpg');
    expect(item(null, '/media/cover.jpg').imageUrl).toBe('/media/cover.jpg');
    expect(item(null, null).imageUrl).toBe('https://cdn.example/a.jpg');
  });

  it('makes the first media item primary and gives a video its cover as poster', () => {
    const post = makePost({
      media_url: '/media/thumb.jpg',
      media: [
        { cdn_url: '/media/clip.mp4', original_instagram_url: null, url: 'https://cdn.example/clip.mp4', type: 'video' },
        { cdn_url: '/media/thumb.jpg', original_instagram_url: null, url: 'https://cdn.example/thumb.jpg', type: 'image' },
      ],
    });
    const stash = toStashItem(post);
    expect(stash.primaryMedia).toEqual({ type: 'video', url: '/media/clip.mp4', imageUrl: '/media/thumb.jpg' });
    expect(stash.mediaType).toBe('video');
    expect(stash.imageUrl).toBe('/media/thumb.jpg');
    expect(stash.media).toHaveLength(2);
  });

  it('never uses a video file as a poster', () => {
    const post = makePost({
      media_url: '/media/clip.mp4',
      media: [{ cdn_url: '/media/clip.mp4', original_instagram_url: null, url: 'https://cdn.example/clip.mp4', type: 'video' }],
    });
    expect(toStashItem(post).imageUrl).toBeNull();
  });

  it('reads an unknown type from the file extension, and ig_reel attachments as video', () => {
    const unknown = (url: string) => makePost({ media: [{ cdn_url: null, original_instagram_url: null, url, type: 'unknown' }] });
    expect(toStashItem(unknown('https://cdn.example/v.MOV?sig=1')).mediaType).toBe('video');
    expect(toStashItem(unknown('https://cdn.example/p.webp')).mediaType).toBe('image');
    expect(toStashItem(makePost({ media: [], media_url: null, attachment_type: 'ig_reel' })).mediaType).toBe('video');
    expect(toStashItem(makePost({ media: [], media_url: null, attachment_type: 'share' })).mediaType).toBe('unknown');
  });

  it('has no media and no picture for a post still being fetched', () => {
    const stash = toStashItem(makePost({ media: [], media_url: null, status: 'pending' }));
    expect(stash).toMatchObject({ primaryMedia: null, imageUrl: null, mediaType: 'unknown', status: 'pending' });
  });

  it('takes the source url from raw_dump.original_url, else the post source_url', () => {
    expect(toStashItem(makePost({ raw_dump: { original_url: 'https://x.com/a/status/1' } })).sourceUrl).toBe('https://x.com/a/status/1');
    expect(toStashItem(makePost({ raw_dump: {}, source_url: 'https://www.tiktok.com/@a/video/1' })).sourceUrl).toBe('https://www.tiktok.com/@a/video/1');
  });
});

describe('mediaTypeOf', () => {
  it.each([
    ['video', null, 'video'],
    ['video/mp4', null, 'video'],
    ['IMAGE', null, 'image'],
    [null, 'https://a.example/x.m4v', 'video'],
    [null, 'https://a.example/x.jpeg#frag', 'image'],
    [null, 'https://a.example/x.PNG', 'image'],
    [null, 'https://a.example/x.gif', 'unknown'],
    [null, null, 'unknown'],
  ] as const)('reads type %j, url %j as %s', (type, url, expected) => {
    expect(mediaTypeOf(type, url)).toBe(expected);
  });
});
