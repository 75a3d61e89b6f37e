// What reading an uploaded export gives the import: its links one at a time, as the file is read,
// so a file with tens of thousands of saves never sits in memory whole.
import type { ImportSource, TikTokImportList } from '@stash/shared';

/** One saved link as the export recorded it. */
export interface ExportedLink {
  /** The address as found in the file (any site; the import keeps Instagram, TikTok and X ones). */
  url: string;
  /** When the member saved (or liked) it on the platform; null when the file does not say. */
  savedAt: Date | null;
  /** The export's collections it is in (Instagram's saved collections), which become tags. */
  collections: string[];
}

export type ExportEntry =
  | { kind: 'link'; link: ExportedLink }
  /** An entry the file has but that carries no usable address (a deleted post, an empty row). */
  | { kind: 'skipped'; reason: string };

export interface ExportReadOptions {
  tiktokLists: TikTokImportList;
}

/** A file recognised as one of the kinds the import reads, ready to be read entry by entry. */
export interface OpenedExport {
  source: ImportSource;
  entries(): AsyncIterable<ExportEntry>;
}

/** A file that is not one the import reads, or is damaged; `message` is worded for the member. */
export class ExportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportFileError';
  }
}
