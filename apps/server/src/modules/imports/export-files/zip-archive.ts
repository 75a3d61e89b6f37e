// Reading an export zip from the disk by random access (yauzl): its directory is listed, and only
// the few files the import reads are decompressed, as streams; the media beside them are never read.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { EXPORT_FILE_MESSAGES } from './errors.js';
import { ExportFileError } from './export-entry.js';

/** More entries than any export holds: a directory this long is not one. */
const MAX_ZIP_ENTRIES = 1_000_000;

export interface ZipFileEntry {
  /** The path inside the zip, with forward slashes. */
  name: string;
  entry: yauzl.Entry;
}

export interface OpenZip {
  entries: ZipFileEntry[];
  /** The entry's decompressed bytes; a damaged entry fails with the member-facing wording. */
  openEntry(entry: ZipFileEntry): Promise<AsyncIterable<Buffer>>;
  close(): void;
}

function damaged(error: unknown): ExportFileError {
  if (error instanceof ExportFileError) return error;
  const message = error instanceof Error ? error.message : '';
  return new ExportFileError(/encrypt/i.test(message) ? EXPORT_FILE_MESSAGES.encryptedZip : EXPORT_FILE_MESSAGES.damagedZip);
}

export async function openZip(filePath: string): Promise<OpenZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true });
  } catch (error) {
    throw damaged(error);
  }
  const entries: ZipFileEntry[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entries.length >= MAX_ZIP_ENTRIES) return reject(new ExportFileError(EXPORT_FILE_MESSAGES.unreadable));
        if (!entry.fileName.endsWith('/')) entries.push({ name: entry.fileName.replace(/\\/g, '/'), entry });
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw damaged(error);
  }
  return {
    entries,
    async openEntry({ entry }) {
      if (entry.isEncrypted()) throw new ExportFileError(EXPORT_FILE_MESSAGES.encryptedZip);
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch (error) {
        throw damaged(error);
      }
      return rethrowing(stream);
    },
    close: () => zip.close(),
  };
}

/** Decompression errors part way (a cut-off or corrupt entry) become the member-facing wording. */
async function* rethrowing(stream: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch (error) {
    throw damaged(error);
  }
}

