// Which kind of media a file is and the extension its stored copy gets: from the content type
// when the server sent a useful one, else from the address's file extension (spec section 3).
import type { MediaType } from './fetch/fetched-post';

/** The spec's extensions (mp4, mov, m4v; jpg, jpeg, png, webp) and the few others platforms serve. */
const EXTENSION_TYPES: Record<string, MediaType> = {
  mp4: 'video', mov: 'video', m4v: 'video', webm: 'video',
  jpg: 'image', jpeg: 'image', png: 'image', webp: 'image', gif: 'image', heic: 'image', avif: 'image',
};

const CONTENT_TYPE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-m4v': 'm4v',
  'video/webm': 'webm',
};

function extensionOf(url: string): string | null {
  try {
    const match = /\.([a-z0-9]{2,5})$/i.exec(new URL(url).pathname);
    return match ? match[1]!.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The type a media address's file extension names; null when it names none we know. */
export function mediaTypeOfUrl(url: string): MediaType | null {
  return EXTENSION_TYPES[extensionOf(url) ?? ''] ?? null;
}

export function mediaTypeOf(contentType: string | null, url: string): MediaType {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (essence.startsWith('video/')) return 'video';
  if (essence.startsWith('image/')) return 'image';
  return mediaTypeOfUrl(url) ?? 'unknown';
}

/** The extension for a stored copy: known content types first, then a known extension of the address. */
export function storedExtension(contentType: string | null, url: string): string {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const fromType = CONTENT_TYPE_EXTENSIONS[essence];
  if (fromType) return fromType;
  const fromUrl = extensionOf(url);
  return fromUrl && fromUrl in EXTENSION_TYPES ? fromUrl : 'bin';
}
