// A fake of the server's tag routes over an in-memory store, for tests of the tag screens through
// the real tags API and HTTP client. It keeps the server's rules that screens depend on (names
// unique in any case, 1 to 50 characters, a post's tags sorted by name).
import { TAG_MESSAGES, type Tag, type TagColor } from '@stash/shared';
import { json, type RecordedCall, type Routes } from './fake-fetch';

export function makeTag(id: string, name: string, color: TagColor = '#3b82f6'): Tag {
  return { id, name, color, created_at: '2026-05-01T12:00:00.000Z', updated_at: '2026-05-01T12:00:00.000Z' };
}

type Handler = (call: RecordedCall, params: string[]) => Response;

interface FakeTagsOptions {
  tags?: Tag[];
  /** Tag ids by post id. */
  postTags?: Record<string, string[]>;
  /** Answers that replace the store's for a route, e.g. { 'PUT /api/tags/post/p1': () => json(500, ...) }. */
  overrides?: Routes;
}

const byName = (a: Tag, b: Tag) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

export function createFakeTagsServer({ tags = [], postTags = {}, overrides = {} }: FakeTagsOptions = {}) {
  const store = new Map(tags.map((tag) => [tag.id, tag]));
  const posts = new Map(Object.entries(postTags).map(([postId, ids]) => [postId, new Set(ids)]));
  let created = 0;

  const tagsOf = (postId: string) =>
    [...(posts.get(postId) ?? [])].flatMap((id) => (store.has(id) ? [store.get(id)!] : [])).sort(byName);
  const nameProblem = (name: string, exceptId?: string) => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 50) return json(400, { error: TAG_MESSAGES.nameLength, code: 'VALIDATION_ERROR' });
    const taken = [...store.values()].some((tag) => tag.id !== exceptId && tag.name.toLowerCase() === trimmed.toLowerCase());
    return taken ? json(409, { error: TAG_MESSAGES.nameTaken, code: 'VALIDATION_ERROR' }) : null;
  };
  const notFound = () => json(404, { error: TAG_MESSAGES.tagNotFound, code: 'NOT_FOUND' });

  const patterns: Array<[RegExp, Handler]> = [
    [/^GET \/api\/tags$/, () => json(200, { tags: [...store.values()].sort(byName) })],
    [
      /^POST \/api\/tags$/,
      (call) => {
        const { name, color } = call.body as { name: string; color: TagColor };
        const problem = nameProblem(name);
        if (problem) return problem;
        created += 1;
        const tag = makeTag(`t-new-${created}`, name.trim(), color);
        store.set(tag.id, tag);
        return json(201, tag);
      },
    ],
    [
      /^GET \/api\/tags\/stats$/,
      () => {
        const counts: Record<string, number> = Object.fromEntries([...store.keys()].map((id) => [id, 0]));
        for (const ids of posts.values()) for (const id of ids) if (id in counts) counts[id] = (counts[id] ?? 0) + 1;
        return json(200, counts);
      },
    ],
    [
      /^PUT \/api\/tags\/post\/([^/?]+)$/,
      (call, [postId]) => {
        const ids = (call.body as { tagIds: string[] }).tagIds;
        posts.set(postId!, new Set(ids.filter((id) => store.has(id))));
        return json(200, { tags: tagsOf(postId!) });
      },
    ],
    [/^GET \/api\/tags\/post\/([^/?]+)$/, (_call, [postId]) => json(200, { tags: tagsOf(postId!) })],
    [
      /^PUT \/api\/tags\/([^/?]+)$/,
      (call, [id]) => {
        const tag = store.get(id!);
        if (!tag) return notFound();
        const patch = call.body as { name?: string; color?: TagColor };
        if (patch.name !== undefined) {
          const problem = nameProblem(patch.name, id);
          if (problem) return problem;
        }
        const next = { ...tag, ...patch, name: patch.name?.trim() ?? tag.name, updated_at: '2026-05-02T12:00:00.000Z' };
        store.set(tag.id, next);
        return json(200, next);
      },
    ],
    [
      /^DELETE \/api\/tags\/([^/?]+)$/,
      (_call, [id]) => {
        if (!store.delete(id!)) return notFound();
        for (const ids of posts.values()) ids.delete(id!);
        return new Response(null, { status: 204 });
      },
    ],
  ];

  // The fake fetch looks routes up by 'METHOD /path'; a proxy answers for paths with ids in them.
  const routes = new Proxy(overrides, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (key in target) return target[key];
      for (const [pattern, handler] of patterns) {
        const match = pattern.exec(key);
        if (match) return (call: RecordedCall) => handler(call, match.slice(1).map(decodeURIComponent));
      }
      return undefined;
    },
  }) as Routes;

  return {
    routes,
    tagsOfPost: (postId: string) => tagsOf(postId),
    tag: (id: string) => store.get(id),
  };
}
