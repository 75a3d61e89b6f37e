// Exports: a short-lived signed address for the member's file, and the file itself, written a
// batch at a time as the reader takes it (an async generator behind a Node stream: the next batch
// is read only once the last one has been sent on), so memory stays bounded for any stash size.
// Each batch is its own short query, not one long transaction: a slow download must not hold a
// connection (the embedded database has only one).
import { Readable } from 'node:stream';
import { EXPORT_MESSAGES, endpoints, type Entity, type ExportLink, type ExportRequest } from '@stash/shared';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { postJsonText } from '../../db/json-shapes';
import { AppError } from '../../lib/app-error';
import * as accounts from '../accounts/accounts.service';
import { postFilterCondition } from '../posts/post-filter';
import { createExportLinks, type ExportClaims } from './export-link';
import type { ExportedEntity, FileParts, NamingStash } from './export-file';
import { EXPORT_FILES } from './export-formats';
import * as repo from './exports.repo';

export type ExportsService = ReturnType<typeof createExportsService>;

/** Rows read per query: a few hundred kilobytes of documents at most. */
export const EXPORT_BATCH_SIZE = 500;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** Refused links, whatever the reason (expired, altered, a member signed out everywhere): the same words. */
const linkExpired = () => new AppError('UNAUTHORIZED', EXPORT_MESSAGES.linkExpired, { status: 410 });

/** A day before today (UTC), as text: the coarse lower bound of "upcoming" starts written with any offset. */
const dayBefore = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

export function createExportsService({
  db,
  signingSecret,
  batchSize = EXPORT_BATCH_SIZE,
}: {
  db: Database;
  signingSecret: Uint8Array;
  batchSize?: number;
}) {
  const links = createExportLinks(signingSecret);

  async function createLink(userId: string, request: ExportRequest, now = new Date()): Promise<ExportLink> {
    const user = await accounts.findUserById(db, userId);
    if (!user) throw new AppError('NOT_FOUND', 'Account not found');
    const { token, expiresAt } = links.sign({ userId, tokenVersion: user.tokenVersion, format: request.format, filter: request.filter }, now);
    return {
      url: endpoints.exportsDownload.path.replace(':token', token),
      file_name: fileNameOf(request.format, now),
      expires_at: expiresAt.toISOString(),
    };
  }

  /** The file a link stands for, once the link is checked against the member as they are now. */
  async function open(token: string, now = new Date()): Promise<ExportFile> {
    const claims = links.verify(token, now);
    if (!claims) throw linkExpired();
    const user = await accounts.findUserById(db, claims.userId);
    if (!user || user.disabledAt || user.tokenVersion !== claims.tokenVersion) throw linkExpired();
    const type = EXPORT_FILES[claims.format];
    return { fileName: fileNameOf(claims.format, now), contentType: type.contentType, body: Readable.from(chunks(claims, now), { highWaterMark: 1 }) };
  }

  /** The file's text, part by part: its beginning, one part per batch read, its end. (One part is read ahead at most.) */
  async function* chunks(claims: ExportClaims, now: Date): AsyncGenerator<string> {
    const file = EXPORT_FILES[claims.format].write({ now });
    const today = dayBefore(now);
    const matching = postFilterCondition(claims.userId, claims.filter);
    if (file.source === 'posts') yield* parts(file, postBatches(matching));
    else yield* parts(file, entityBatches(claims.userId, matching, file.source, today));
  }

  async function* parts<Item>(file: FileParts<Item>, batches: AsyncIterable<Item[]>): AsyncGenerator<string> {
    yield file.begin();
    let first = true;
    for await (const items of batches) {
      const part = file.batch(items, first);
      first = false;
      if (part) yield part;
    }
    yield file.end();
  }

  async function* postBatches(matching: SQL): AsyncGenerator<string[]> {
    let cursor: repo.BatchCursor | null = null;
    for (;;) {
      const rows = await repo.postBatch(db, matching, cursor, batchSize);
      if (rows.length > 0) yield rows.map((row) => postJsonText(row, true));
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursor_at, id: last.id };
    }
  }

  async function* entityBatches(userId: string, matching: SQL, kind: repo.EntityKind, today: string): AsyncGenerator<ExportedEntity[]> {
    let cursor: repo.BatchCursor | null = null;
    for (;;) {
      const rows = await repo.entityBatch(db, userId, matching, kind, today, cursor, batchSize);
      if (rows.length > 0) yield rows.map((row) => ({ entity: JSON.parse(row.doc) as Entity, stashes: JSON.parse(row.stashes) as NamingStash[] }));
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursor_at, id: last.id };
    }
  }

  return { createLink, open };
}

/** stash-2026-11-26.geojson: the day it was made (the entity rows' spreadsheet named apart from the stashes'). */
export function fileNameOf(format: ExportRequest['format'], now: Date): string {
  return `stash${format === 'csv_entities' ? '-entities' : ''}-${now.toISOString().slice(0, 10)}.${EXPORT_FILES[format].extension}`;
}
