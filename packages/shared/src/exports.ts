// Taking stashes out: the whole stash or the current filter, as a file another tool reads. The
// member asks for a download address (a short-lived signed link), and the browser fetches the file
// from it as any download, so a large export streams to disk instead of through the page's memory.
import { z } from 'zod';
import { postFilterSchema } from './posts';

/**
 * json: every field the API gives, with entities and tags; csv: one row per stash;
 * csv_entities: one row per entity of each stash; geojson: places with coordinates;
 * ics: upcoming events; bookmarks: a browser bookmarks HTML file of the stashes' links.
 */
export const EXPORT_FORMATS = ['json', 'csv', 'csv_entities', 'geojson', 'ics', 'bookmarks'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How long a download address works. */
export const EXPORT_LINK_TTL_SECONDS = 300;

export const exportRequestSchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: 'Choose json, csv, csv_entities, geojson, ics or bookmarks.' }),
    /** Left out: everything. */
    filter: postFilterSchema.optional(),
  })
  .strict();
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const exportLinkSchema = z.object({
  /** Relative to the API base; fetched without a bearer token (the token is in the address). */
  url: z.string(),
  file_name: z.string(),
  expires_at: z.string(),
});
export type ExportLink = z.infer<typeof exportLinkSchema>;

export const exportDownloadParamsSchema = z.object({ token: z.string().min(1).max(2_000) });

export const EXPORT_MESSAGES = {
  linkExpired: 'This download link has expired. Ask for the export again.',
} as const;
