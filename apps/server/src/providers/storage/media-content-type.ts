// The content type a stored file is served with, from its key's extension: the media stage names
// every copy after its type (ingest/media-type.ts), and the folder's static file server answers the
// same way, so a file is served alike from either store.
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
};

const UNKNOWN = 'application/octet-stream';

export function mediaContentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase();
  return (extension && TYPES[extension]) || UNKNOWN;
}
