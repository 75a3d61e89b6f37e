// The files an export writes, each as a beginning, a part per batch and an end, so the service can
// stream them: the stashes' wire posts (JSON), spreadsheets (CSV via csv-stringify), a map layer
// (GeoJSON), a calendar (iCalendar via `ics`) and a browser bookmarks file (Netscape format).
import type { ExportFormat, Post } from '@stash/shared';
import { writeBookmarks } from './export-bookmarks';
import { writeEvents } from './export-calendar';
import { entityRowsHeader, postRowsHeader, writeEntityRows, writePostRows } from './export-csv';
import { writePlaces } from './export-geojson';
import type { EntityFile, PostFile } from './export-file';

export interface ExportFileType {
  extension: string;
  contentType: string;
  write: (context: { now: Date }) => PostFile | EntityFile;
}

const parsePosts = (texts: string[]) => texts.map((text) => JSON.parse(text) as Post);

export const EXPORT_FILES: Record<ExportFormat, ExportFileType> = {
  json: {
    extension: 'json',
    contentType: 'application/json; charset=utf-8',
    write: ({ now }) => ({
      source: 'posts',
      begin: () => `{"exported_at":${JSON.stringify(now.toISOString())},"posts":[`,
      // The stored documents are already the wire JSON: joined, never parsed and written again.
      batch: (texts, first) => (first ? '' : ',') + texts.join(','),
      end: () => ']}\n',
    }),
  },
  csv: {
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    write: () => ({ source: 'posts', begin: postRowsHeader, batch: (texts) => writePostRows(parsePosts(texts)), end: () => '' }),
  },
  csv_entities: {
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    write: () => ({ source: 'posts', begin: entityRowsHeader, batch: (texts) => writeEntityRows(parsePosts(texts)), end: () => '' }),
  },
  geojson: {
    extension: 'geojson',
    contentType: 'application/geo+json; charset=utf-8',
    write: () => ({ source: 'place', ...writePlaces() }),
  },
  ics: {
    extension: 'ics',
    contentType: 'text/calendar; charset=utf-8',
    write: ({ now }) => ({ source: 'event', ...writeEvents(now) }),
  },
  bookmarks: {
    extension: 'html',
    contentType: 'text/html; charset=utf-8',
    write: ({ now }) => ({ source: 'posts', ...writeBookmarks(now, parsePosts) }),
  },
};
