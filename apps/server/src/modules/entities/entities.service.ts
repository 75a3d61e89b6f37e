// The member's entities: pages, search, nearby places, types, trending, related and per-stash
// lists. Answers carry the entities' stored documents as PostgreSQL rendered them (see entities.repo.ts).
import type {
  EntityListQuery, EntityNearbyQuery, EntityNearbyResponse, EntityPage, EntityRelatedResponse, EntitySearchQuery,
  EntitySearchSort, Entity, EntityTrendingResponse, EntityTypesResponse, PostEntitiesResponse,
} from '@stash/shared';
import type { Database } from '../../db/connection';
import { AppError, invalid } from '../../lib/app-error';
import { storedJson, type WithStoredJson } from '../../lib/stored-json';
import { asUuid, isUuid } from '../../lib/uuid';
import * as repo from './entities.repo';

export type EntitiesService = ReturnType<typeof createEntitiesService>;

const entityNotFound = () => new AppError('NOT_FOUND', 'Entity not found');
const postNotFound = () => new AppError('NOT_FOUND', 'Post not found');

const ISO_MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const INTEGER = /^\d{1,9}$/;

/** Each sort's cursor key is text that the repo casts back; anything else would fail in SQL, so it is checked here. */
function keyIsValid(sort: EntitySearchSort, key: string): boolean {
  switch (sort) {
    case 'recent': {
      const time = Date.parse(key);
      return ISO_MICROSECONDS.test(key) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === key.slice(0, 19);
    }
    case 'popular':
      return INTEGER.test(key);
    case 'relevance': {
      const [ranking, ...parts] = key.split(repo.KEY_SEPARATOR);
      // A word of a name and that name's length.
      if (ranking === repo.MATCHING_WORDS) return parts.length === 2 && parts[0] !== '' && parts[0]!.length <= 2000 && INTEGER.test(parts[1]!);
      // Two trigram distances, each between 0 and 1.
      return ranking === repo.SIMILAR_NAMES && parts.length === 2 && parts.every((part) => part.trim() !== '' && Number(part) >= 0 && Number(part) <= 1);
    }
    case 'name':
      return key.length <= 2000;
  }
}

/** A cursor is [sort, key, id] as base64url JSON: opaque to clients, and only good for the sort that made it. */
function encodeCursor(sort: EntitySearchSort, row: repo.PageRow): string {
  return Buffer.from(JSON.stringify([sort, row.key, row.id])).toString('base64url');
}

function decodeCursor(sort: EntitySearchSort, cursor: string | undefined): repo.PageAfter | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 3) {
    const [cursorSort, key, id] = parsed as unknown[];
    if (cursorSort === sort && typeof key === 'string' && typeof id === 'string' && isUuid(id) && keyIsValid(sort, key)) {
      return { key, id };
    }
  }
  throw invalid('Invalid cursor: pass the next_cursor of the previous page, with the same sort.', { field: 'cursor' });
}

function pageOf(rows: repo.PageRow[], limit: number, sort: EntitySearchSort): WithStoredJson<EntityPage> {
  const hasMore = rows.length > limit;
  const entities = hasMore ? rows.slice(0, limit) : rows;
  const last = entities.at(-1);
  return {
    entities: entities.map((row) => storedJson<Entity>(row.doc)),
    next_cursor: hasMore && last ? encodeCursor(sort, last) : null,
    has_more: hasMore,
  };
}

export function createEntitiesService({ db }: { db: Database }) {
  async function list(userId: string, query: EntityListQuery): Promise<WithStoredJson<EntityPage>> {
    const rows = await repo.page(db, userId, {
      sort: query.sort,
      limit: query.limit,
      after: decodeCursor(query.sort, query.cursor),
      entityType: query.entity_type,
      category: query.category,
      nameContains: query.q || undefined,
      search: undefined,
    });
    return pageOf(rows, query.limit, query.sort);
  }

  async function search(userId: string, query: EntitySearchQuery): Promise<WithStoredJson<EntityPage>> {
    const rows = await repo.page(db, userId, {
      sort: query.sort,
      limit: query.limit,
      after: decodeCursor(query.sort, query.cursor),
      entityType: query.entity_type,
      category: query.category,
      nameContains: undefined,
      search: query.q,
    });
    return pageOf(rows, query.limit, query.sort);
  }

  async function nearby(userId: string, query: EntityNearbyQuery): Promise<WithStoredJson<EntityNearbyResponse>> {
    if (query.lat === undefined || query.lng === undefined) {
      throw invalid('Latitude and longitude are required', { fields: ['lat', 'lng'] });
    }
    const docs = await repo.nearby(db, userId, {
      lat: query.lat,
      lng: query.lng,
      radiusKm: query.radius_km,
      limit: query.limit,
      entityType: query.entity_type,
      category: query.category,
    });
    return {
      entities: docs.map((doc) => storedJson<EntityNearbyResponse['entities'][number]>(doc)),
      center: { lat: query.lat, lng: query.lng },
      radius_km: query.radius_km,
    };
  }

  async function get(userId: string, entityId: string): Promise<WithStoredJson<Entity>> {
    const id = asUuid(entityId);
    if (!id) throw entityNotFound();
    const doc = await repo.findOne(db, userId, id);
    if (!doc) throw entityNotFound();
    return storedJson<Entity>(doc);
  }

  async function types(userId: string): Promise<EntityTypesResponse> {
    const counts = await repo.countByType(db, userId);
    return { types: counts, total: counts.reduce((sum, row) => sum + row.count, 0) };
  }

  async function trending(userId: string, limit: number): Promise<WithStoredJson<EntityTrendingResponse>> {
    const docs = await repo.trending(db, userId, limit);
    return { entities: docs.map((doc) => storedJson<EntityTrendingResponse['entities'][number]>(doc)) };
  }

  async function related(userId: string, entityId: string, limit: number): Promise<WithStoredJson<EntityRelatedResponse>> {
    const id = asUuid(entityId);
    if (!id) throw entityNotFound();
    const found = await repo.related(db, userId, id, limit);
    if (!found) throw entityNotFound();
    return { entity_id: id, related_entities: storedJson<EntityRelatedResponse['related_entities']>(found.docs), total: found.total };
  }

  async function forPost(userId: string, postId: string): Promise<WithStoredJson<PostEntitiesResponse>> {
    const id = asUuid(postId);
    if (!id) throw postNotFound();
    const docs = await repo.entitiesOfPost(db, userId, id);
    if (!docs) throw postNotFound();
    return { stash_id: id, count: docs.length, entities: docs.map((doc) => storedJson<PostEntitiesResponse['entities'][number]>(doc)) };
  }

  return { list, search, nearby, get, types, trending, related, forPost };
}
