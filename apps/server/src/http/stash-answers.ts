// Answers to a member's hot reads (feed pages, entity pages, search, nearby places), kept in
// memory while their stash is unchanged. Only answers that depend on the stash alone may be kept
// (not, say, what is trending this week).
//
// Every committed write to a member's posts, tags, entities, tag and entity links or media changes
// users.stash_version (migrations 0013 and 0014, a trigger on each of those tables), and the
// member guard reads that version with the token version on every call.
// A kept answer is served only while the version it was made at is still the member's, so the
// next read after any write, on any server process, is made afresh. The version is read before the
// answer is made, so an answer is never labelled newer than what it shows.
//
// Concurrent requests for the same answer at the same version share one computation, and
// `Cache-Control: no-cache` from the client makes (and keeps) a fresh one.
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { JsonBody } from './json-body';

export interface StashAnswers {
  /**
   * The answer to this member request: kept for its stash version, or made by `make` and kept.
   * `variant` names anything else the answer depends on (the hour, for "tonight").
   */
  answer<T>(request: FastifyRequest, make: () => Promise<JsonBody<T>>, variant?: string): Promise<JsonBody<T>>;
  /**
   * A value made from this member's stash alone while answering `request` (what Stash AI retrieved
   * for a question, say), kept the same way under `name`. The value is shared between callers:
   * they must not change it.
   */
  value<T>(request: FastifyRequest, name: string, make: () => Promise<T>): Promise<T>;
}

interface Kept {
  stashVersion: number;
  value: unknown;
  bytes: number;
}

/** Keeps at most `maxBytes` of answers, least recently used dropped first; 0 keeps none. */
export function createStashAnswers({ maxBytes }: { maxBytes: number }): StashAnswers {
  if (maxBytes <= 0) return { answer: (_request, make) => make(), value: (_request, _name, make) => make() };

  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.bytes + key.length,
  });
  const making = new Map<string, Promise<unknown>>();

  /** Kept under `key` for the member's stash version, or made (once for concurrent callers) and kept. */
  function keep<T>(request: FastifyRequest, key: string, make: () => Promise<T>, bytesOf: (value: T) => number): Promise<T> {
    const { stashVersion } = request.member!;
    const fresh = /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');

    const flightKey = `${stashVersion} ${key}`;
    if (!fresh) {
      const hit = kept.get(key);
      if (hit?.stashVersion === stashVersion) return Promise.resolve(hit.value as T);
      const inFlight = making.get(flightKey);
      if (inFlight) return inFlight as Promise<T>;
    }
    const made = make().then((value) => {
      kept.set(key, { stashVersion, value, bytes: bytesOf(value) });
      return value;
    });
    if (!fresh) {
      making.set(flightKey, made);
      const done = () => making.delete(flightKey);
      made.then(done, done);
    }
    return made;
  }

  return {
    answer<T>(request: FastifyRequest, make: () => Promise<JsonBody<T>>, variant = ''): Promise<JsonBody<T>> {
      if (!request.member) return make();
      // The URL holds the query; the body is the validated one, so equal requests give equal keys.
      const key = `${request.member.userId} ${request.method} ${request.url} ${variant} ${JSON.stringify(request.body ?? null)}`;
      return keep(request, key, make, (body) => body.length);
    },
    value<T>(request: FastifyRequest, name: string, make: () => Promise<T>): Promise<T> {
      if (!request.member) return make();
      return keep(request, `${request.member.userId} value ${name}`, make, (value) => JSON.stringify(value).length);
    },
  };
}
