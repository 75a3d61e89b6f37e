import { describe, expect, it } from 'vitest';
import { mediaTypeOf, storedExtension } from './media-type';

describe('mediaTypeOf', () => {
  it.each([
    ['video/mp4', 'https://cdn.test/a', 'video'],
    ['image/webp; charset=binary', 'https://cdn.test/a', 'image'],
    ['application/octet-stream', 'https://cdn.test/clip.MOV?sig=1', 'video'],
    [null, 'https://cdn.test/v/clip.m4v', 'video'],
    [null, 'https://cdn.test/p/photo.jpeg?stp=dst-jpg&oe=1', 'image'],
    [null, 'https://cdn.test/p/photo.png', 'image'],
    ['binary/octet-stream', 'https://cdn.test/p/file', 'unknown'],
    [null, 'not a url', 'unknown'],
  ] as const)('%s at %s is %s', (contentType, url, type) => {
    expect(mediaTypeOf(contentType, url)).toBe(type);
  });
});

describe('storedExtension', () => {
  it('names the copy from the content type first, then a known extension, else bin', () => {
    expect(storedExtension('image/jpeg', 'https://cdn.test/x.png')).toBe('jpg');
    expect(storedExtension('video/quicktime', 'https://cdn.test/x')).toBe('mov');
    expect(storedExtension(null, 'https://cdn.test/x.webp?sig=1')).toBe('webp');
    expect(storedExtension('application/octet-stream', 'https://cdn.test/x.exe')).toBe('bin');
    expect(storedExtension(null, 'https://cdn.test/../../etc/passwd')).toBe('bin');
  });
});
