import { describe, expect, it } from 'vitest';
import { mediaItem, mediaList } from './media-item';

describe('mediaItem', () => {
  it('types by extension first, then by the platform hint', () => {
    expect(mediaItem('https://cdn.example.com/v/clip.MP4?sig=1', 'image')).toEqual({ url: 'https://cdn.example.com/v/clip.MP4?sig=1', type: 'video' });
    expect(mediaItem('https://cdn.example.com/a/b.mov')?.type).toBe('video');
    expect(mediaItem('https://cdn.example.com/a/b.m4v')?.type).toBe('video');
    expect(mediaItem('https://cdn.example.com/a/b.jpeg')?.type).toBe('image');
    expect(mediaItem('https://cdn.example.com/a/b.webp')?.type).toBe('image');
    expect(mediaItem('https://p16.tiktokcdn.com/obj/abc~tplv-origin.image?x=1', 'image')?.type).toBe('image');
    expect(mediaItem('https://cdn.example.com/a/blob')?.type).toBe('unknown');
  });

  it('refuses addresses that are not absolute http(s)', () => {
    expect(mediaItem('/relative.jpg')).toBeNull();
    expect(mediaItem('data:image/png;base64,AAAA')).toBeNull();
    expect(mediaItem('javascript:alert(1)')).toBeNull();
    expect(mediaItem('')).toBeNull();
    expect(mediaItem(null)).toBeNull();
  });
});

describe('mediaList', () => {
  it('drops empty entries and repeats, keeping the order', () => {
    const a = mediaItem('https://cdn.example.com/a.mp4');
    const b = mediaItem('https://cdn.example.com/b.jpg');
    expect(mediaList([a, null, b, mediaItem('https://cdn.example.com/a.mp4')])).toEqual([a, b]);
  });
});
