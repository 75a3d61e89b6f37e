// The numbered evidence an answer is built from: for each retrieved save, the thing in it the
// question is about (a place for "where", an event for "when", the named thing otherwise), or the
// post itself when it names nothing that fits.
import type { ChatCitation } from '@stash/shared';
import type { EvidenceEntity, EvidencePost, EvidenceRef } from './chat.repo';
import { closesLate, type QuestionIntent } from './question-intent';
import { foldCharacters, stemOf } from '../search/highlights';

export interface EvidenceItem {
  /** Its number in the answer: [n]. */
  n: number;
  post: EvidencePost;
  entity: EvidenceEntity | null;
}

/** At most this many saves go into one answer. */
export const EVIDENCE_MAX = 8;
const ENTITIES_PER_POST = 2;

const AREA_TYPES = new Set(['city', 'neighborhood', 'region', 'country']);
const EVENT_TYPES = new Set(['event', 'class']);

export const isPlace = (entity: EvidenceEntity) => entity.routingClass === 'PhysicalVenue' && !AREA_TYPES.has(entity.type);
export const isEvent = (entity: EvidenceEntity) => EVENT_TYPES.has(entity.type) || (entity.start !== null && entity.routingClass === 'Eventish');

export interface EvidenceOptions {
  intent: QuestionIntent;
  /** The question's folded search words (names matching them are preferred). */
  words: string[];
  now: Date;
  /** Keep only places whose hours run late. */
  openLate: boolean;
  /** The question gave its own time span: events outside it were already left out. */
  timeGiven: boolean;
}

/** Whether the entity's name, kind or category holds one of the words (by stem). */
function mentions(entity: EvidenceEntity, words: string[]): boolean {
  const text = foldCharacters([entity.name, entity.type, entity.category].filter(Boolean).join(' '));
  return words.some((word) => word.length >= 3 && text.includes(stemOf(word)));
}

function fits(entity: EvidenceEntity, intent: QuestionIntent): boolean {
  if (intent === 'where') return isPlace(entity);
  if (intent === 'when') return isEvent(entity);
  return !AREA_TYPES.has(entity.type);
}

/** The entities of one post worth citing for the question, best first. */
function entitiesFor(post: EvidencePost, options: EvidenceOptions): Array<EvidenceEntity | null> {
  const fitting = post.entities.filter((entity) => fits(entity, options.intent));
  const named = fitting.filter((entity) => mentions(entity, options.words));
  const chosen = named.length > 0 ? named : fitting;
  return chosen.length > 0 ? chosen.slice(0, ENTITIES_PER_POST) : [null];
}

const startOf = (item: { entity: EvidenceEntity | null }) => {
  const time = item.entity?.start ? Date.parse(item.entity.start) : Number.NaN;
  return Number.isFinite(time) ? time : null;
};

/** The numbered evidence for these posts (in their rank order). */
export function chooseEvidence(posts: EvidencePost[], options: EvidenceOptions): EvidenceItem[] {
  let items = posts.flatMap((post) => entitiesFor(post, options).map((entity) => ({ post, entity })));
  if (options.openLate) items = items.filter(isOpenLate);
  if (options.intent === 'when') {
    // Upcoming events first, soonest first; past ones only when nothing is coming up.
    const dayAgo = options.now.getTime() - 24 * 3_600_000;
    const dated = items.filter((item) => startOf(item) !== null);
    const upcoming = dated.filter((item) => startOf(item)! >= dayAgo);
    const pool = options.timeGiven ? dated : upcoming.length > 0 ? upcoming : dated;
    if (pool.length > 0) items = [...pool].sort((a, b) => startOf(a)! - startOf(b)!);
  }
  return items.slice(0, EVIDENCE_MAX).map((item, index) => ({ n: index + 1, ...item }));
}

const isOpenLate = (item: { entity: EvidenceEntity | null }) => closesLate(item.entity?.hours ?? null);

/** The previous answer's evidence again, as it was numbered (saves deleted since are left out). */
export function restoreEvidence(refs: EvidenceRef[], posts: EvidencePost[], options: { openLate: boolean }): EvidenceItem[] {
  const byId = new Map(posts.map((post) => [post.id, post]));
  const items = refs.flatMap((ref) => {
    const post = byId.get(ref.post_id);
    if (!post) return [];
    return [{ post, entity: ref.entity_id ? (post.entities.find((entity) => entity.id === ref.entity_id) ?? null) : null }];
  });
  return (options.openLate ? items.filter(isOpenLate) : items).map((item, index) => ({ n: index + 1, ...item }));
}

/** The items whose facts hold one of the words: a follow-up narrows the previous answer's saves. */
export function narrowEvidence(items: EvidenceItem[], words: string[]): EvidenceItem[] {
  if (words.length === 0) return items;
  const matching = items.filter((item) => {
    const entity = item.entity;
    const text = foldCharacters(
      [item.post.title, item.post.text, entity?.name, entity?.type, entity?.category, entity?.location, entity?.address, entity?.hours, entity?.price]
        .filter(Boolean)
        .join(' '),
    );
    return words.some((word) => word.length >= 3 && text.includes(stemOf(word)));
  });
  return matching.map((item, index) => ({ ...item, n: index + 1 }));
}

export const citationOf = (item: EvidenceItem): ChatCitation => ({
  post_id: item.post.id,
  entity_id: item.entity?.id ?? null,
  title: item.entity?.name ?? item.post.title,
});

export const refOf = (item: EvidenceItem): EvidenceRef => ({ post_id: item.post.id, entity_id: item.entity?.id ?? null });
