// Search over the member's own stash: the query's filters understood, the rest searched as words
// (stemmed, accent-folded, one typo forgiven), ranked names and phrase first, with highlights and
// the entities the best posts name; suggestions while typing; posts related to a post.
import {
  SEARCH_SUGGESTIONS_MAX, type Post, type SearchEntity, type SearchResult, type SearchSuggestion, type SearchTextQuery,
  type SearchTextResponse, type SearchRelatedResponse, type SearchVectorResponse, type Understood,
} from '@stash/shared';
import type { Database } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { isKnownTimeZone, wallClock } from '../../lib/local-time';
import { storedJson, type WithStoredJson } from '../../lib/stored-json';
import { isUuid } from '../../lib/uuid';
import type { Gazetteer } from '../../providers/geocoder/geocoder';
import type { EmbeddingSearch } from './embeddings.service';
import { foldCharacters, highlightsFor, searchTermsOf, type HighlightSource } from './highlights';
import { understandQuery } from './query-understanding';
import * as repo from './search.repo';
import { correctionFor } from './typo-correction';

export type SearchService = ReturnType<typeof createSearchService>;

/** The text search's answer, its posts and entities as their stored JSON. */
type SearchTextAnswer = Omit<SearchTextResponse, 'results' | 'entities'> & {
  results: WithStoredJson<SearchResult>[];
  entities: WithStoredJson<SearchEntity>[];
};

/** Question words and asides that say nothing about what to find ("show me my saved ramen"). */
const FILLER_WORDS = new Set([
  'a', 'an', 'the', 'my', 'me', 'i', 'show', 'find', 'saved', 'save', 'stash', 'stashed', 'post', 'posts', 'stuff', 'things', 'thing',
  'what', 'whats', 's', 'where', 'was', 'were', 'is', 'are', 'that', 'this', 'those', 'these', 'any', 'some', 'all', 'please', 'list',
  'on', 'of', 'for', 'to', 'with', 'and', 'or', 'did', 'do', 'have', 'had', 'got', 'again', 'one', 'ones', 'which', 'there', 'it',
  // "that ramen place": a place or spot in general names no kind of its own.
  'place', 'spot',
  // Question words: "how many sushi places", "when is the jazz gig", "what did I save lately".
  'how', 'many', 'much', 'when', 'who', 'why', 'can', 'could', 'should', 'would', 'will', 'go', 'get', 'ever', 'lately', 'recently', 'you',
]);

/** The words of `text` that say what to find, folded, fillers left out. */
export function meaningfulWords(text: string): string[] {
  return searchTermsOf(text).filter((word) => !FILLER_WORDS.has(word));
}

/** How many of the best posts the entity results are drawn from. */
const ENTITY_SOURCE_POSTS = 50;
const ENTITIES_SHOWN = 6;

export interface SearchPlanned {
  plan: repo.SearchPlan;
  /** The folded words searched for, for highlights and entity matching. */
  words: string[];
  text: string;
  understood: Understood[];
  corrections: Array<{ from: string; to: string }>;
}

/** A to_tsquery operand: the word's stem as typed (a prefix when it is the word being typed), or its correction. */
function operand(word: string, correction: string | null, isLast: boolean): string {
  const typed = isLast && word.length >= 3 ? `${word}:*` : word;
  return correction ? `(${typed} | ${correction})` : typed;
}

/** Posts taken from each list before the word and meaning ranks are blended. */
const BLEND_DEPTH = 50;
/** Reciprocal rank fusion's constant: how much the first few places count over the rest. */
const RRF_K = 60;

/** Reciprocal rank fusion: each list gives 1 / (k + rank); the sums order the blend. */
export function blendRanks(lists: ReadonlyArray<readonly string[]>): string[] {
  const scores = new Map<string, number>();
  for (const list of lists) list.forEach((id, index) => scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + index + 1)));
  return [...scores].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

export function createSearchService({ db, gazetteer, embeddings }: { db: Database; gazetteer: Gazetteer; embeddings?: EmbeddingSearch }) {
  async function corrections(userId: string, words: string[]): Promise<Map<string, string>> {
    const checked = words.filter((word) => word.length >= 4 && /\p{L}/u.test(word));
    const candidates = await repo.wordCandidates(db, userId, checked);
    const fixes = new Map<string, string>();
    for (const word of checked) {
      const mine = candidates.filter((candidate) => candidate.wanted === word);
      if (mine.some((candidate) => candidate.word === word)) continue;
      const fix = correctionFor(word, mine);
      if (fix) fixes.set(word, fix);
    }
    return fixes;
  }

  /** What a query means: its understood filters, the words to find and their corrections. */
  async function plan(userId: string, query: SearchTextQuery, now: Date): Promise<SearchPlanned> {
    const timeZone = query.time_zone && isKnownTimeZone(query.time_zone) ? query.time_zone : 'UTC';
    const understoodQuery = query.query
      ? await understandQuery(query.query, {
          now,
          timeZone,
          lookupPlace: (name) => gazetteer.lookup(name),
          isMemberPlace: (name) => repo.memberHasPlace(db, userId, name),
        })
      : { text: '', understood: [] };
    const words = meaningfulWords(understoodQuery.text);
    const fixes = await corrections(userId, words);
    const tsquery = words.length > 0 ? words.map((word, index) => operand(word, fixes.get(word) ?? null, index === words.length - 1)).join(' & ') : null;
    // The words in their order, fillers left out: "where was that ramen place" looks for "ramen".
    const phraseText = words.join(' ');
    return {
      plan: {
        tsquery,
        phrase: words.length > 0 && phraseText.length >= 2 ? phraseText : null,
        boost: kindWordsQuery(understoodQuery.understood),
        filters: query.filters ?? {},
        understood: understoodQuery.understood.map((item) => toFilter(item, timeZone)),
      },
      words,
      text: understoodQuery.text,
      understood: understoodQuery.understood,
      corrections: [...fixes].map(([from, to]) => ({ from, to })),
    };
  }

  function hasAnything(planned: SearchPlanned): boolean {
    const { plan: searchPlan } = planned;
    return Boolean(searchPlan.tsquery || searchPlan.phrase || searchPlan.understood.length > 0 || Object.values(searchPlan.filters).some((value) => value !== undefined));
  }

  /** Every word first; when that finds nothing, any of them (best matched first). */
  async function rankByWords(userId: string, planned: SearchPlanned, count: number, offset: number) {
    const all = await repo.rankPosts(db, userId, planned.plan, count, offset);
    if (all.total > 0 || planned.words.length < 2) return all;
    const anyWord = planned.plan.tsquery!.replace(/ & /g, ' | ');
    return repo.rankPosts(db, userId, { ...planned.plan, tsquery: anyWord, phrase: null }, count, offset);
  }

  /**
   * The words with the understood filters; when that finds nothing, the place read as plain words
   * and the kind left out ("ramen place in Brooklyn" finds a caption that says Brooklyn but names
   * no place).
   */
  async function rank(userId: string, planned: SearchPlanned, count: number, offset: number) {
    const found = await rankByWords(userId, planned, count, offset);
    const asWords = planned.understood.flatMap((item) => (item.kind === 'place' ? searchTermsOf(item.value.name) : []));
    const kindGiven = planned.understood.some((item) => item.kind === 'type');
    if (found.total > 0 || (asWords.length === 0 && !(kindGiven && planned.plan.tsquery))) return found;
    const tsquery = [planned.plan.tsquery, ...asWords].filter(Boolean).join(' & ');
    const timeOnly = planned.plan.understood.filter((filter) => filter.kind === 'time');
    // Every word, the place's too: any one of them would find what is merely near the subject.
    return repo.rankPosts(db, userId, { ...planned.plan, tsquery, phrase: null, understood: timeOnly }, count, offset);
  }

  /**
   * The words' ranking blended with the nearest posts in meaning (those passing the same filters),
   * when search by meaning is on and there are words; otherwise the words' ranking alone.
   */
  async function rankBlended(userId: string, planned: SearchPlanned, count: number, offset: number) {
    const meaning = embeddings && planned.words.length > 0 && offset + count <= BLEND_DEPTH ? await embeddings.nearest(userId, planned.text, BLEND_DEPTH) : null;
    if (!meaning) return { ...(await rank(userId, planned, count, offset)), mode: 'lexical' as const };
    const lexical = await rank(userId, planned, BLEND_DEPTH, 0);
    const passing = await repo.postsPassingFilters(db, userId, planned.plan, meaning);
    const blended = blendRanks([lexical.ranked.map((item) => item.id), meaning.filter((id) => passing.has(id))]);
    const scores = new Map(lexical.ranked.map((item) => [item.id, item.score]));
    return {
      ranked: blended.slice(offset, offset + count).map((id) => ({ id, score: scores.get(id) ?? 0 })),
      total: Math.max(lexical.total, blended.length),
      mode: 'hybrid' as const,
    };
  }

  /** The ids of the best-matching posts, best first, with what the query was read as. */
  async function rankedPosts(userId: string, query: SearchTextQuery, now = new Date()): Promise<{ planned: SearchPlanned; ids: string[]; total: number }> {
    const planned = await plan(userId, query, now);
    if (!hasAnything(planned)) return { planned, ids: [], total: 0 };
    const { ranked, total } = await rankBlended(userId, planned, query.limit, query.offset);
    return { planned, ids: ranked.map((item) => item.id), total };
  }

  async function text(userId: string, query: SearchTextQuery, now = new Date()): Promise<SearchTextAnswer> {
    const planned = await plan(userId, query, now);
    const answer = { understood: planned.understood, text: planned.text, corrections: planned.corrections };
    if (!hasAnything(planned)) return { results: [], entities: [], total: 0, has_more: false, mode: 'lexical', ...answer };

    const wanted = Math.max(query.limit + 1, query.offset === 0 ? ENTITY_SOURCE_POSTS : 0);
    const { ranked, total, mode } = await rankBlended(userId, planned, wanted, query.offset);
    const page = ranked.slice(0, query.limit);
    const rows = await repo.postsForResults(db, userId, page.map((item) => item.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const results = page.flatMap((item): WithStoredJson<SearchResult>[] => {
      const row = byId.get(item.id);
      if (!row) return [];
      return [{ post: storedJson<Post>(row.doc), score: Math.round(item.score * 10_000) / 10_000, highlights: highlightsFor(highlightSources(row), planned.words) }];
    });
    const typeFilter = planned.plan.understood.flatMap((item) => (item.kind === 'type' ? item.entityTypes : []));
    const entities =
      query.offset === 0
        ? await repo.entitiesOfPosts(db, userId, ranked.slice(0, ENTITY_SOURCE_POSTS).map((item) => item.id), planned.words, typeFilter, ENTITIES_SHOWN)
        : [];
    return {
      results,
      entities: entities.map((doc) => storedJson<SearchEntity>(doc)),
      total,
      has_more: query.offset + page.length < total,
      mode,
      ...answer,
    };
  }

  /** Remembers a member's search for their suggestions; a failure here never fails the search. */
  async function remember(userId: string, query: string): Promise<void> {
    const trimmed = query.trim();
    if (trimmed.length < 2) return;
    await repo.recordSearch(db, userId, trimmed.slice(0, 200), foldCharacters(trimmed).replace(/\s+/g, ' ').slice(0, 200));
  }

  async function suggestions(userId: string, prefix: string): Promise<{ suggestions: SearchSuggestion[] }> {
    const rows = await repo.suggestionsFor(db, userId, prefix.slice(0, 100), SEARCH_SUGGESTIONS_MAX);
    // A name, tag, hashtag or city is offered as itself (with its id) rather than as a recent search of it.
    const key = (row: repo.SuggestionRow) => foldCharacters(row.text.replace(/^#/, ''));
    const others = rows.filter((row) => row.kind !== 'recent').sort((a, b) => b.uses - a.uses);
    const named = new Set(others.map(key));
    const recent = rows.filter((row) => row.kind === 'recent' && !named.has(key(row)));
    const seen = new Set<string>();
    const chosen: SearchSuggestion[] = [];
    for (const row of [...recent, ...others]) {
      if (seen.has(key(row))) continue;
      seen.add(key(row));
      chosen.push({ text: row.text, kind: row.kind, id: row.id, detail: row.detail });
      if (chosen.length === SEARCH_SUGGESTIONS_MAX) break;
    }
    return { suggestions: chosen };
  }

  async function related(userId: string, postId: string, limit: number): Promise<WithStoredJson<SearchRelatedResponse>> {
    if (!isUuid(postId) || !(await repo.postExists(db, userId, postId))) throw new AppError('NOT_FOUND', 'Post not found');
    const nearInMeaning = embeddings ? await embeddings.neighbours(userId, postId, limit) : [];
    const rows = await repo.relatedTo(db, userId, postId, limit, nearInMeaning);
    return {
      results: rows.map((row) => ({
        post: storedJson<Post>(row.doc),
        score: row.score,
        reasons: row.reasons as SearchRelatedResponse['results'][number]['reasons'],
      })),
    };
  }

  /** Nearest posts by embedding; with search by meaning off, the text search's posts ('lexical'). */
  async function nearest(userId: string, request: { query: string; limit: number }): Promise<WithStoredJson<SearchVectorResponse>> {
    const ids = embeddings ? await embeddings.nearest(userId, request.query, request.limit) : null;
    if (!ids) {
      const found = await text(userId, { query: request.query, limit: request.limit, offset: 0 });
      return { results: found.results, mode: 'lexical' };
    }
    const words = meaningfulWords(request.query);
    const rows = await repo.postsForResults(db, userId, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const results = ids.flatMap((id, index): WithStoredJson<SearchResult>[] => {
      const row = byId.get(id);
      return row ? [{ post: storedJson<Post>(row.doc), score: Math.round((1 / (index + 1)) * 10_000) / 10_000, highlights: highlightsFor(highlightSources(row), words) }] : [];
    });
    return { results, mode: 'vector' };
  }

  /** Names what suggestions depend on besides the stash: the member's latest search. */
  async function historyStamp(userId: string): Promise<string> {
    return `searched ${await repo.lastSearchedAt(db, userId)}`;
  }

  return { plan, rankedPosts, text, remember, suggestions, historyStamp, related, nearest };
}

/** The kind words of the query ("gigs", "cafes") as a ranking-only tsquery, or null. */
function kindWordsQuery(understood: Understood[]): string | null {
  const words = understood.flatMap((item) => (item.kind === 'type' ? searchTermsOf(item.text) : []));
  return words.length > 0 ? words.join(' | ') : null;
}

/** The understood item as the repo's filter (a time span also as the member's calendar days). */
function toFilter(item: Understood, timeZone: string): repo.UnderstoodFilter {
  switch (item.kind) {
    case 'place':
      return {
        kind: 'place',
        name: item.value.name,
        near: item.value.lat !== null && item.value.lng !== null ? { lat: item.value.lat, lng: item.value.lng, radiusKm: item.value.radius_km ?? 5 } : null,
      };
    case 'time': {
      const day = (iso: string) => {
        const shown = wallClock(new Date(iso), timeZone);
        return `${shown.year}-${String(shown.month).padStart(2, '0')}-${String(shown.day).padStart(2, '0')}`;
      };
      return { kind: 'time', from: item.value.from, to: item.value.to, fromDate: day(item.value.from), toDate: day(item.value.to) };
    }
    case 'type':
      return { kind: 'type', entityTypes: item.value.entity_types, category: item.value.category };
  }
}

function highlightSources(row: repo.PostForResult): HighlightSource[] {
  return [
    { field: 'title', text: row.title ?? '' },
    ...row.entity_names.map((name) => ({ field: 'entity' as const, text: name })),
    ...row.tag_names.map((name) => ({ field: 'tag' as const, text: name })),
    ...(row.hashtags.length > 0 ? [{ field: 'hashtag' as const, text: row.hashtags.map((tag) => `#${tag}`).join(' ') }] : []),
    { field: 'author', text: row.author ?? '' },
    { field: 'description', text: row.description ?? '' },
    { field: 'caption', text: row.caption ?? '' },
    { field: 'full_text', text: row.full_text && row.full_text !== row.caption ? row.full_text : '' },
  ];
}
