// Tells how a text file is encoded from its first bytes and decodes it chunk by chunk, so links
// and titles in a bookmarks file saved as windows-1252 or UTF-16 come out right.
import iconv from 'iconv-lite';

export type TextEncoding = 'utf8' | 'utf16le' | 'utf16be' | 'windows1252';

/** Reads the encoding from a byte-order mark, else from whether the bytes are valid UTF-8. */
export function sniffEncoding(head: Buffer): TextEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf16be';
  try {
    // stream: true lets the head end in the middle of a character without counting as invalid.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf8';
  } catch {
    return 'windows1252';
  }
}

/** The head as text, for telling what kind of file it is (a broken last character is harmless). */
export function decodeHead(head: Buffer, encoding: TextEncoding): string {
  return iconv.decode(head, encoding, { stripBOM: true });
}

/**
 * True when the text is not text: NUL characters, or many control characters or undecodable
 * bytes (an image, a PDF, an executable renamed .txt).
 */
export function looksBinary(text: string): boolean {
  let odd = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) || code === 0xfffd) odd++;
  }
  return odd > Math.max(4, text.length / 100);
}

/** The stream's bytes as text chunks; a byte-order mark is dropped. */
export async function* decodeChunks(bytes: AsyncIterable<Buffer>, encoding: TextEncoding): AsyncGenerator<string> {
  const decoder = iconv.getDecoder(encoding, { stripBOM: true });
  for await (const chunk of bytes) {
    const text = decoder.write(chunk as Buffer);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
