// Bringing saves in from elsewhere: a platform's data export (Instagram's saved posts, TikTok's
// favourite and liked videos, X's likes and bookmarks) or a file of links (text, CSV, a browser's
// bookmarks HTML). The file is uploaded as it is; the server reads it, adds the links it does not
// have yet as stashes and organises them slowly in the background, and an import's progress is
// read back by polling.
import { z } from 'zod';

/** What a file was read as; the server tells from the file itself. */
export const IMPORT_SOURCES = ['instagram', 'tiktok', 'x', 'links'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * reading: the file is being read; importing: its links are being added and organised;
 * done: every link is in the stash (organised or failed); cancelled: stopped by the member (what
 * was added stays, and can be undone); failed: the file could not be read (`error` says why);
 * undoing: the stashes it added are being removed (in the background: thousands may take a
 * while); undone: they were removed.
 */
export const IMPORT_STATUSES = ['reading', 'importing', 'done', 'cancelled', 'failed', 'undoing', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** TikTok's export keeps favourites and likes apart; the member chooses which to bring in. */
export const TIKTOK_IMPORT_LISTS = ['favorites', 'liked', 'both'] as const;
export type TikTokImportList = (typeof TIKTOK_IMPORT_LISTS)[number];

/** The largest file accepted (an export zip is uploaded whole; its media are skipped, not read). */
export const IMPORT_MAX_FILE_BYTES = 512 * 1024 * 1024;
/** The largest number of links one import brings in. */
export const IMPORT_MAX_LINKS = 100_000;

export const IMPORT_MESSAGES = {
  fileTooLarge: `That file is too large to import (the limit is ${IMPORT_MAX_FILE_BYTES / (1024 * 1024)} MB).`,
  emptyFile: 'That file is empty. Choose an export or a file of links.',
  unreadable:
    "Stash could not read that file. Upload Instagram's saved_posts.json (or the export's zip), TikTok's user_data.json, X's like.js or bookmarks.js, or a text, CSV or bookmarks HTML file of links.",
  noLinks: 'That file has no Instagram, TikTok or X links in it.',
  notFound: 'Import not found',
  notCancellable: 'This import has already finished.',
  notUndoable: 'This import cannot be undone now.',
} as const;

/** The upload: the file's bytes are the body (Content-Type application/octet-stream); these ride in the query. */
export const importUploadQuerySchema = z
  .object({
    file_name: z.string().trim().min(1, { error: 'Give the file a name.' }).max(255, { error: 'The file name must be 255 characters or less.' }),
    tiktok_lists: z.enum(TIKTOK_IMPORT_LISTS, { error: 'tiktok_lists must be favorites, liked or both.' }).default('favorites'),
  })
  .strict();
export type ImportUploadQuery = z.infer<typeof importUploadQuerySchema>;

export const importIdParamsSchema = z.object({ id: z.uuid({ error: IMPORT_MESSAGES.notFound }) });

const count = z.number().int().min(0);

export const importSchema = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES).nullable(),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** Why the file could not be read (status failed), in words a member can read. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  counts: z.object({
    /** Instagram, TikTok and X links found in the file (each link once). */
    found: count,
    /** Links that became new stashes. */
    new: count,
    /** Links already in the stash before this import (left as they were). */
    existing: count,
    /** Links to other sites, and entries without a usable link, left out. */
    skipped: count,
    /** New stashes still waiting for their turn or being organised. */
    pending: count,
    organised: count,
    failed: count,
    /** Links not added because the import was cancelled. */
    cancelled: count,
  }),
  /** Why stashes failed, most common first. */
  failures: z.array(z.object({ reason: z.string(), count })),
  /** Tags made from the export's collections. */
  tags: z.array(z.string()),
});
export type Import = z.infer<typeof importSchema>;

export const importsListResponseSchema = z.object({ imports: z.array(importSchema) });
export type ImportsListResponse = z.infer<typeof importsListResponseSchema>;
