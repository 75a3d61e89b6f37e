// Files of links a member may have made themselves: plain text (one or many links a line), CSV
// (any column holding links; a date column, when one is named so, gives the saved time) and a
// browser's bookmarks HTML (Netscape format: <DT><A HREF="..." ADD_DATE="unix seconds">).
import { Readable, pipeline } from 'node:stream';
import { SAVE_LINK_MAX_LENGTH } from '@stash/shared';
import { parse as parseCsv } from 'csv-parse';
import { Parser as HtmlParser } from 'htmlparser2';
import { EXPORT_FILE_MESSAGES } from './errors.js';
import { ExportFileError, type ExportEntry, type ExportedLink } from './export-entry.js';
import { dateOfText, dateOfUnixTime } from './entry-values.js';

/** Longest line kept whole; a longer one is cut at a space, or dropped when it has none. */
export const MAX_LINE_LENGTH = 64 * 1024;
const MAX_CSV_RECORD = 1024 * 1024;

// A web address with its scheme, or one of the supported sites' without (as people paste them).
const LINK_PATTERN = /(?:https?:\/\/|\b(?:(?:www|m|mobile|vm|vt)\.)?(?:instagram|tiktok|twitter|x)\.com\/)[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'"\])}>]+$/;

/** The links written in a piece of text, in order. */
export function linksInText(text: string): string[] {
  const links: string[] = [];
  for (const match of text.matchAll(LINK_PATTERN)) {
    let link = match[0];
    // A closing bracket belongs to the link only when the link opened one (Wikipedia-style paths).
    while (TRAILING_PUNCTUATION.test(link)) {
      const last = link[link.length - 1]!;
      if (last === ')' && link.split('(').length > link.split(')').length - 1) break;
      link = link.slice(0, -1);
    }
    if (!/^https?:\/\//i.test(link)) link = `https://${link}`;
    if (link.length > 'https://'.length) links.push(link);
  }
  return links;
}

function linkEntry(url: string, savedAt: Date | null): ExportEntry {
  if (url.length > SAVE_LINK_MAX_LENGTH) return { kind: 'skipped', reason: 'link too long' };
  const link: ExportedLink = { url, savedAt, collections: [] };
  return { kind: 'link', link };
}

/**
 * Lines of at most MAX_LINE_LENGTH characters: a longer line is cut at its last space, and a
 * single word longer than that (no link is) is dropped up to the next space.
 */
export async function* cappedLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  let droppingWord = false;
  for await (const chunk of chunks) {
    pending += chunk;
    if (droppingWord) {
      const next = pending.search(/\s/);
      if (next < 0) {
        pending = '';
        continue;
      }
      pending = pending.slice(next);
      droppingWord = false;
    }
    let start = 0;
    for (;;) {
      const end = pending.indexOf('\n', start);
      if (end < 0) break;
      yield pending.slice(start, end).replace(/\r$/, '');
      start = end + 1;
    }
    pending = pending.slice(start);
    while (pending.length > MAX_LINE_LENGTH) {
      const cut = pending.slice(0, MAX_LINE_LENGTH).search(/\s\S*$/);
      if (cut > 0) {
        yield pending.slice(0, cut);
        pending = pending.slice(cut + 1);
        continue;
      }
      const next = pending.slice(MAX_LINE_LENGTH).search(/\s/);
      if (next < 0) {
        pending = '';
        droppingWord = true;
      } else pending = pending.slice(MAX_LINE_LENGTH + next);
    }
  }
  if (pending) yield pending.replace(/\r$/, '');
}

export async function* textFileEntries(chunks: AsyncIterable<string>): AsyncGenerator<ExportEntry> {
  for await (const line of cappedLines(chunks)) {
    for (const url of linksInText(line)) yield linkEntry(url, null);
  }
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The CSV delimiter when the first two lines share one (at least once), else null: not a CSV. */
export function csvDelimiterOf(head: string): string | null {
  const lines = head.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length < 2) return null;
  for (const delimiter of DELIMITERS) {
    const counts = lines.slice(0, 2).map((line) => line.replace(/"[^"]*"/g, '').split(delimiter).length - 1);
    if (counts[0]! > 0 && counts[0] === counts[1]) return delimiter;
  }
  return null;
}

const DATE_HEADER = /date|time|saved|added|created|timestamp/i;

function dateOfCell(cell: string | undefined): Date | null {
  if (!cell) return null;
  const trimmed = cell.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? dateOfUnixTime(Number(trimmed)) : dateOfText(trimmed);
}

export async function* csvFileEntries(chunks: AsyncIterable<string>, delimiter: string): AsyncGenerator<ExportEntry> {
  const records = pipeline(
    Readable.from(chunks),
    parseCsv({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: MAX_CSV_RECORD }),
    () => {},
  );
  let dateColumn = -1;
  let first = true;
  try {
    for await (const record of records as AsyncIterable<string[]>) {
      const links = record.flatMap((cell) => linksInText(cell));
      if (first) {
        first = false;
        // A first row without links is the header: it may name the date column.
        if (links.length === 0) {
          dateColumn = record.findIndex((cell) => DATE_HEADER.test(cell));
          continue;
        }
      }
      if (links.length === 0) {
        yield { kind: 'skipped', reason: 'no link' };
        continue;
      }
      const savedAt = dateColumn >= 0 ? dateOfCell(record[dateColumn]) : null;
      for (const url of links) yield linkEntry(url, savedAt);
    }
  } catch (error) {
    if (error instanceof ExportFileError) throw error;
    const code = (error as { code?: string }).code;
    throw new ExportFileError(code === 'CSV_MAX_RECORD_SIZE' ? EXPORT_FILE_MESSAGES.lineTooLong : EXPORT_FILE_MESSAGES.unreadable);
  }
}

/** Every link of an HTML file's anchors; a bookmark's ADD_DATE (or Pocket's time_added) is when it was saved. */
export async function* bookmarksHtmlEntries(chunks: AsyncIterable<string>): AsyncGenerator<ExportEntry> {
  let found: ExportEntry[] = [];
  const parser = new HtmlParser(
    {
      onopentag(name, attributes) {
        if (name !== 'a' || attributes.href === undefined) return;
        const href = attributes.href.trim();
        if (!/^https?:\/\//i.test(href)) {
          found.push({ kind: 'skipped', reason: 'not a web link' });
          return;
        }
        found.push(linkEntry(href, dateOfUnixTime(attributes.add_date ?? attributes.time_added)));
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  for await (const chunk of chunks) {
    parser.write(chunk);
    if (found.length > 0) {
      yield* found;
      found = [];
    }
  }
  parser.end();
  yield* found;
}
