// The spreadsheets: one row per stash, or one row per entity of each stash, written by
// csv-stringify (quoting, embedded line breaks) a batch at a time under one header line.
import { stringify } from 'csv-stringify/sync';
import type { Post } from '@stash/shared';
import { entityAddress, entityCity, entityCountry, entityTiming, eventTimeText } from './entity-fields';

const LIST_SEPARATOR = '; ';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe, which
 * spreadsheets show as text; only for words people wrote, never for numbers, dates or links.
 */
function asText(value: string | null | undefined): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const POST_COLUMNS = [
  'id', 'title', 'caption', 'description', 'category', 'platform', 'source_url', 'author_name', 'author_handle',
  'posted_at', 'saved_at', 'status', 'tags', 'entities',
] as const;

const ENTITY_COLUMNS = [
  'stash_id', 'stash_title', 'stash_url', 'entity_id', 'entity_name', 'entity_type', 'category', 'address', 'city', 'country',
  'latitude', 'longitude', 'starts_at', 'ends_at', 'all_day',
] as const;

/** The header line; the byte order mark lets spreadsheet apps read the file as UTF-8. */
const header = (columns: readonly string[]) => stringify([], { columns: [...columns], header: true, bom: true });

const rows = <Column extends string>(columns: readonly Column[], records: Record<Column, string>[]) => stringify(records, { columns: [...columns] });

export const postRowsHeader = () => header(POST_COLUMNS);
export const entityRowsHeader = () => header(ENTITY_COLUMNS);

export function writePostRows(posts: Post[]): string {
  return rows(
    POST_COLUMNS,
    posts.map((post) => ({
      id: post.id,
      title: asText(post.title),
      caption: asText(post.caption),
      description: asText(post.description),
      category: asText(post.category),
      platform: post.activity_type,
      source_url: post.source_url,
      author_name: asText(post.author_name),
      author_handle: asText(post.author_handle),
      posted_at: post.posted_at ?? '',
      saved_at: post.created_at,
      status: post.status,
      tags: asText(post.tags.map((tag) => tag.name).join(LIST_SEPARATOR)),
      entities: asText((post.entities ?? []).map((entity) => entity.entity_name).join(LIST_SEPARATOR)),
    })),
  );
}

export function writeEntityRows(posts: Post[]): string {
  return rows(
    ENTITY_COLUMNS,
    posts.flatMap((post) =>
      (post.entities ?? []).map((entity) => {
        const timing = entityTiming(entity);
        return {
          stash_id: post.id,
          stash_title: asText(post.title),
          stash_url: post.source_url,
          entity_id: entity.entity_id,
          entity_name: asText(entity.entity_name),
          entity_type: entity.entity_type,
          category: asText(entity.category),
          address: asText(entityAddress(entity)),
          city: asText(entityCity(entity)),
          country: asText(entityCountry(entity)),
          latitude: entity.latitude === null ? '' : String(entity.latitude),
          longitude: entity.longitude === null ? '' : String(entity.longitude),
          starts_at: eventTimeText(timing?.start ?? null),
          ends_at: eventTimeText(timing?.end ?? null),
          all_day: timing ? String(timing.allDay) : '',
        };
      }),
    ),
  );
}
